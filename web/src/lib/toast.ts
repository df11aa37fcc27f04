/**
 * sonner's toast for the app shell's own modules (header, layout, post slots, route guards): sonner
 * (about 9 KB gzipped) loads with its Toaster beside the first page, instead of in every first
 * load. A toast asked for before the Toaster is up waits for it: sonner drops toasts published
 * before its Toaster subscribes. Pages loaded on demand may import sonner directly.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'message';

let sonner: Sonner | undefined;
const waiting: ((s: Sonner) => void)[] = [];

/** Called once the Toaster listens (app/responsive-toaster; the web tests' setup). */
export function toasterReady(loaded: Sonner) {
  sonner = loaded;
  for (const show of waiting.splice(0)) show(loaded);
}

function deferred<K extends Kind>(kind: K) {
  return (...args: Parameters<(typeof sonnerToast)[K]>) => {
    const show = (s: Sonner) => void (s.toast[kind] as (...a: typeof args) => unknown)(...args);
    if (sonner) show(sonner);
    else waiting.push(show);
  };
}

export const toast = {
  success: deferred('success'),
  error: deferred('error'),
  info: deferred('info'),
  message: deferred('message'),
};
