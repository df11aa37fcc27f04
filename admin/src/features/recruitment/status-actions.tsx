import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, TextField, Typography } from '@mui/material';
import type { RecruitmentStatus } from '@thriftz/client/generated/model';
import type { ApplicationRecord } from './recruitment-api';
import { STATUS_ACTIONS } from './recruitment-actions';
import { RECRUITMENT_RESOURCE, type RecruitmentDataProvider } from './recruitment-data-provider';
import { STATUS_LABELS } from './recruitment-labels';
import { recruitmentMessages } from './recruitment-messages';
import { StatusChip } from './status-chip';
import { useNotifyFailure } from '../../ui/use-notify-failure';

const NOTES_LIMIT = 5000;

interface StatusActionsProps {
  application: ApplicationRecord;
  onChanged: (application: ApplicationRecord) => void;
}

/**
 * The interview-notes field and the buttons for the application's current status. The notes go
 * with a status change; 'Save notes' keeps them without one.
 */
export function StatusActions({ application, onChanged }: StatusActionsProps) {
  const dataProvider = useDataProvider<RecruitmentDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [notes, setNotes] = useState(application.interviewNotes);
  const [rejecting, setRejecting] = useState(false);
  const notesChanged = notes.trim() !== application.interviewNotes;

  const { mutate, isPending, variables } = useMutation({
    mutationFn: (status: RecruitmentStatus) =>
      dataProvider.changeStatus(RECRUITMENT_RESOURCE, {
        id: application.id,
        status,
        ...(notesChanged ? { interviewNotes: notes } : {}),
      }),
    onSuccess: ({ data }, status) => {
      setRejecting(false);
      setNotes(data.interviewNotes);
      onChanged(data);
      notify(status === application.status ? recruitmentMessages.notesSaved : recruitmentMessages.statusChanged(STATUS_LABELS[status].toLowerCase()), { type: 'success' });
      refresh();
    },
    onError: (error: unknown) => {
      setRejecting(false);
      notifyFailure(error, recruitmentMessages.statusFailed);
      // Another admin may have moved it meanwhile: show the list as it is now.
      refresh();
    },
  });

  const actions = STATUS_ACTIONS[application.status];
  return (
    <Box component="section" aria-labelledby="recruitment-actions-title" sx={{ mb: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id="recruitment-actions-title" variant="subtitle2" component="h3" sx={{ color: 'primary.dark', textTransform: 'uppercase', letterSpacing: 0.5, mb: 1 }}>
        Interview notes and status
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          Current status
        </Typography>
        <StatusChip status={application.status} />
      </Box>
      <TextField
        label="Interview notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTES_LIMIT } }}
        helperText="Only the team sees these notes. They are saved with the next status change."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {actions.map((action) => (
          <Button
            key={action.to}
            variant={action.to === 'rejected' ? 'outlined' : 'contained'}
            color={action.to === 'rejected' ? 'error' : 'primary'}
            disabled={isPending}
            onClick={() => (action.to === 'rejected' ? setRejecting(true) : mutate(action.to))}
            sx={{ minHeight: 40 }}
          >
            {isPending && variables === action.to ? 'Saving…' : action.label}
          </Button>
        ))}
        <Button variant="text" disabled={isPending || !notesChanged} onClick={() => mutate(application.status)} sx={{ minHeight: 40 }}>
          Save notes
        </Button>
      </Box>
      {actions.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          This application is {STATUS_LABELS[application.status].toLowerCase()}: its status can no longer change.
        </Typography>
      )}
      <Confirm
        isOpen={rejecting}
        loading={isPending}
        title="Reject application"
        content={recruitmentMessages.confirmReject(application.personalInfo.fullName)}
        confirm="Reject"
        confirmColor="warning"
        onConfirm={() => mutate('rejected')}
        onClose={() => setRejecting(false)}
      />
    </Box>
  );
}
