import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

// Radix's dialog code loads when a confirmation is first asked for, not with every page that
// might ask (the inbox, My Listings, the cart…): a page's first load runs less code.
const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'));

/**
 * An accessible confirmation (never window.confirm): a title, one sentence, Cancel and the action.
 * While `busy` the dialog stays open and its buttons are disabled; the caller closes it when done.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from its first opening on (so closing animates and focus returns as Radix does it).
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
