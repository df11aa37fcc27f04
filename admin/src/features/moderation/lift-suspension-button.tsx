import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { SuspensionRecord } from './moderation-api';
import { SUSPENSIONS_RESOURCE, type ModerationDataProvider } from './moderation-data-provider';
import { moderationMessages as m } from './moderation-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { LabelledButton } from '../../ui/labelled-button';

export function LiftSuspensionButton({ record }: { record: SuspensionRecord }) {
  const provider = useDataProvider<ModerationDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => provider.liftSuspension(SUSPENSIONS_RESOURCE, { id: record.id }),
    onSuccess: () => {
      notify(m.lifted(record.user.fullName), { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (err: unknown) => {
      notifyFailure(err, m.liftFailed);
    },
  });
  if (!record.active) return null;
  return (
    <>
      <LabelledButton label="Lift" aria-label={`Lift ${record.user.fullName}'s suspension`} onClick={() => setOpen(true)}>
        <LockOpenIcon />
      </LabelledButton>
      <Confirm
        isOpen={open}
        title={m.confirmLift(record.user.fullName)}
        content={m.confirmLiftContent}
        confirm="Lift"
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
