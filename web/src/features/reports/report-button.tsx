import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button';

// The dialog's form (react-hook-form + zod) is loaded when first opened: the button sits in the
// app shell's post slots, and the form would otherwise ride along in every page's first load.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** A quiet 'Report' button that opens the report dialog; open to every viewer. */
export function ReportButton({ itemType, itemId }: { itemType: 'listing' | 'request' | 'user' | 'review'; itemId: string }) {
  const [open, setOpen] = useState(false);
  // Kept mounted after the first open, so closing still animates.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="text-fg-muted hover:bg-danger-soft hover:text-danger-ink"
      >
        <Flag aria-hidden="true" className="size-4" />
        {itemType === 'user' ? 'Report user' : 'Report'}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} />
        </Suspense>
      )}
    </>
  );
}
