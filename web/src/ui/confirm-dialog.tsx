import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

// Radix's dialog code loads once the page that might ask is idle, not with it (the inbox, My
// Listings, the cart…): a page's first load runs less code, and the dialog is there when asked for.
const loadBody = () => import('./confirm-dialog-body');
const ConfirmDialogBody = lazy(loadBody);

function loadWhenIdle(): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(() => void loadBody());
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => void loadBody(), 0);
  return () => window.clearTimeout(id);
}

/**
 * An accessible confirmation (never window.confirm): a title, one sentence, Cancel and the action.
 * While `busy` the dialog stays open and its buttons are disabled; the caller closes it when done.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from its first opening on (so closing animates and focus returns as Radix does it).
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  useEffect(loadWhenIdle, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
