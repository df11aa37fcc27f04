import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import KeyIcon from '@mui/icons-material/Key';
import { EntryCodeDialog } from './entry-code-dialog';
import { MINI_STORES_RESOURCE, type AdminStore, type MiniStoresDataProvider } from './mini-stores-data-provider';
import { miniStoresMessages as m } from './mini-stores-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { LabelledButton } from '../../ui/labelled-button';

/** Regenerates the store's entry code behind a confirmation, then shows the new code once. */
export function RegenerateCodeButton({ record }: { record: AdminStore }) {
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<MiniStoresDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.regenerateEntryCode(MINI_STORES_RESOURCE, { id: record.id }),
    onSuccess: ({ entryCode }) => {
      setConfirming(false);
      setCode(entryCode);
      notify(m.regenerated, { type: 'success' });
    },
    onError: (error: unknown) => {
      setConfirming(false);
      notifyFailure(error, m.regenerateFailed);
    },
  });
  const close = () => {
    setCode(null);
    // The row's "code set" date changed.
    refresh();
  };
  return (
    <>
      <LabelledButton label="New code" aria-label={`Regenerate the entry code of ${record.name}`} onClick={() => setConfirming(true)}>
        <KeyIcon />
      </LabelledButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={m.regenerateTitle(record.name)}
        content={m.regenerateDetail}
        confirm="Regenerate"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
      <EntryCodeDialog storeName={record.name} code={code} onClose={close} />
    </>
  );
}
