import { useId, useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { ContactStatus } from '@thriftz/client/generated/model';
import { formatDateTimeIn, humanize } from '../../ui/en-in-format';
import { FactList, RecordDetailButton } from '../../ui/record-detail-dialog';
import { ContactStatusChip, PriorityChip } from './contact-chips';
import { contactMessages as m } from './contact-messages';
import { CONTACT_RESOURCE, CONTACT_STATUSES, type ContactRecord } from './contact-data-provider';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** The status buttons: any status may be set (spec 4), with the admin notes as typed. */
function StatusEditor({ record }: { record: ContactRecord }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [notes, setNotes] = useState(record.adminNotes);
  const [pending, setPending] = useState<ContactStatus | null>(null);
  const notesId = useId();

  const setStatus = (status: ContactStatus) => {
    setPending(status);
    update(
      CONTACT_RESOURCE,
      { id: record.id, data: { status, adminNotes: notes }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(m.statusUpdated, { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => {
          notifyFailure(error, m.statusFailed);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Box sx={{ mt: 3 }}>
      <TextField
        id={notesId}
        label="Admin notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        helperText="Saved with the next status change."
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }} id={`${notesId}-status`}>
        Set status
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-labelledby={`${notesId}-status`}>
        {CONTACT_STATUSES.map((status) => (
          <Button
            key={status}
            variant={record.status === status ? 'contained' : 'outlined'}
            aria-pressed={record.status === status}
            disabled={isPending}
            onClick={() => setStatus(status)}
            startIcon={pending === status ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ minHeight: 40, textTransform: 'none' }}
          >
            {humanize(status)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function ContactDetail({ record }: { record: ContactRecord }) {
  return (
    <RecordDetailButton title={record.subject || `Message from ${record.name}`} name={`the message from ${record.name}`}>
      <FactList
        facts={[
          { label: 'From', value: `${record.name} <${record.email}>` },
          { label: 'Subject', value: record.subject },
          { label: 'Submitted', value: formatDateTimeIn(record.submittedAt) },
          { label: 'Status', value: <ContactStatusChip status={record.status} /> },
          { label: 'Priority', value: <PriorityChip priority={record.priority} /> },
          { label: 'Replied by', value: record.repliedBy ?? '' },
          { label: 'Replied at', value: formatDateTimeIn(record.repliedAt) },
          { label: 'Message', value: record.message },
        ]}
      />
      <StatusEditor key={`${record.status}-${record.adminNotes}`} record={record} />
    </RecordDetailButton>
  );
}
