import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import { RECRUITMENT_RESOURCE, type RecruitmentDataProvider } from './recruitment-data-provider';
import { recruitmentMessages } from './recruitment-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { LabelledButton } from '../../ui/labelled-button';

/**
 * 'Delete Selected': with nothing selected it only says so; otherwise it asks, deletes, and reports
 * what was deleted and what failed with the spec's words.
 */
export function BulkDeleteApplicationsButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<RecruitmentDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);

  const { mutate, isPending } = useMutation({
    mutationFn: (ids: string[]) => dataProvider.bulkDelete(RECRUITMENT_RESOURCE, { ids }),
    onSuccess: ({ deleted, failed }) => {
      setOpen(false);
      if (deleted === 0) notify(recruitmentMessages.bulkAllFailed, { type: 'error' });
      else if (failed > 0) notify(`${recruitmentMessages.bulkDeleted(deleted)}. ${recruitmentMessages.bulkPartlyFailed(failed)}`, { type: 'warning' });
      else notify(recruitmentMessages.bulkDeleted(deleted), { type: 'success' });
      onUnselectItems();
      refresh();
    },
    onError: (error: unknown) => {
      setOpen(false);
      notifyFailure(error, recruitmentMessages.bulkFailed);
      refresh();
    },
  });

  const handleClick = () => {
    if (selectedIds.length === 0) notify(recruitmentMessages.noneSelected, { type: 'warning' });
    else setOpen(true);
  };

  return (
    <>
      <LabelledButton label="Delete Selected" color="error" onClick={handleClick} disabled={isPending}>
        <DeleteIcon />
      </LabelledButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Delete applications"
        content={recruitmentMessages.confirmBulkDelete(selectedIds.length)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => mutate(selectedIds.map(String))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
