import { describe, expect, it } from 'vitest';
import { fillShell } from './fill-shell';

describe('fillShell', () => {
  it('puts the markup inside #root, inert until the app replaces it', () => {
    const html = fillShell('<body><div id="root"></div><script src="/a.js"></script></body>', '<main><h1>Hi $&</h1></main>');
    expect(html).toBe('<body><div id="root"><div inert><main><h1>Hi $&</h1></main></div></div><script src="/a.js"></script></body>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => fillShell('<body></body>', '<main></main>')).toThrow('no empty #root');
  });
});
