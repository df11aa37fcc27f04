import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { ReportDialog } from './report-dialog';

/** A quiet 'Report' button that opens the report dialog; open to every viewer. */
export function ReportButton({ itemType, itemId }: { itemType: 'listing' | 'request' | 'user'; itemId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="text-fg-muted hover:bg-danger-soft hover:text-danger-ink"
      >
        <Flag aria-hidden="true" className="size-4" />
        {itemType === 'user' ? 'Report user' : 'Report'}
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} />
    </>
  );
}
