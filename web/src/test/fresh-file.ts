import { beforeAll, vi } from 'vitest';

/**
 * The files of a worker share one jsdom (isolate: false in vitest.config.ts): building a jsdom per
 * file cost more than the tests did. Each file still starts as if alone: the app's modules are
 * evaluated afresh, so one file's vi.mock never reaches the next file's components, and the page,
 * storage, cookies and address are blank. Called at the top of a setup file.
 */
export function startEachFileBlank() {
  vi.resetModules();
  beforeAll(async () => {
    if (typeof window === 'undefined') return; // a file about the server's render: no page to blank
    // findBy and waitFor give up after 1 s by default: beside the API tests and two browsers on two
    // cores, a first render can take longer (CI, 2026-12-02). A passing wait still ends at once.
    // Imported here, after the reset, so it is the instance the file's queries use.
    const { configure } = await import('@testing-library/react');
    configure({ asyncUtilTimeout: 5000 });
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    // A modal left open by the last file (Radix) leaves pointer-events: none and aria-hidden here.
    for (const element of [document.documentElement, document.body])
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
    document.title = '';
    window.history.replaceState(null, '', '/');
  });
}
