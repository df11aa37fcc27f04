const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built index.html with a page's markup inside #root. The markup is inert: until the app's
 * first render replaces it, nothing in it can be focused, typed into or clicked, so no input is
 * lost to the swap (and a tester's or a person's click waits for the live page).
 */
export function fillShell(shell: string, markup: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error('The built index.html has no empty #root to fill.');
  return shell.replace(EMPTY_ROOT, () => `<div id="root"><div inert>${markup}</div></div>`);
}
