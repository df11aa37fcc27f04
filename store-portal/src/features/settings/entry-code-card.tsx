import { formatDateTime } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Dialog } from '@web/ui/dialog';
import { Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useRegeneratePortalEntryCode } from '@thriftz/client/generated/store-portal/store-portal';
import { getListPortalAccessTokensQueryKey } from '@thriftz/client/generated/tokens/tokens';

export const ENTRY_CODE_MESSAGES = {
  regenerated: 'Entry code regenerated successfully',
  failed: 'Failed to regenerate entry code',
  copied: 'Entry code copied',
} as const;

/** 1234 5678 9012 3456: four groups, easier to read out and copy by hand. */
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Regenerating the entry code: confirmed first, the new code shown once. */
export function EntryCodeCard({ setAt }: { setAt: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const [newCode, setNewCode] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const regenerate = useRegeneratePortalEntryCode({
    mutation: {
      onSuccess: ({ entryCode }) => {
        setConfirming(false);
        setNewCode(entryCode);
        // A new entry code revokes every token of the store: the developer settings' list re-reads.
        void queryClient.invalidateQueries({ queryKey: getListPortalAccessTokensQueryKey() });
        toast.success(ENTRY_CODE_MESSAGES.regenerated);
      },
      onError: () => {
        setConfirming(false);
        toast.error(ENTRY_CODE_MESSAGES.failed);
      },
    },
  });

  const copy = async () => {
    if (!newCode) return;
    try {
      await navigator.clipboard.writeText(newCode);
      toast.success(ENTRY_CODE_MESSAGES.copied);
    } catch {
      toast.error('Could not copy. Please write the code down.');
    }
  };

  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
        <KeyRound aria-hidden="true" className="size-4 text-fg-subtle" />
        Entry Code
      </h2>
      <p className="text-sm text-fg-muted">
        Your 16-digit entry code opens this portal. It is never shown again after it is made.
        {setAt ? ` Current code set ${formatDateTime(setAt)}.` : ''}
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Regenerate Entry Code
      </Button>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Regenerate entry code?"
        description="The current code stops working at once, and anyone using it elsewhere is logged out. You stay logged in here."
        confirmLabel="Regenerate"
        busyLabel="Regenerating..."
        busy={regenerate.isPending}
        onConfirm={() => regenerate.mutate()}
      />
      <Dialog open={newCode !== null} onOpenChange={(open) => !open && setNewCode(null)} title="Your new entry code">
        <div className="space-y-4">
          <p className="rounded-lg bg-slate-50 p-4 text-center font-mono text-xl font-bold tracking-wider text-fg tabular" aria-label={newCode ?? undefined}>
            {newCode ? grouped(newCode) : null}
          </p>
          <p role="alert" className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-accent-ink">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Save this code now. It will not be shown again.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setNewCode(null)}>
              Done
            </Button>
            <Button onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              Copy Code
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  );
}
