import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRefresh } from 'react-admin';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { ApplicationRecord } from './recruitment-api';
import { RECRUITMENT_RESOURCE } from './recruitment-data-provider';
import { recruitmentMessages } from './recruitment-messages';
import { ApplicationSections } from './application-sections';
import { StatusActions } from './status-actions';
import { useNotifyFailure } from '../../ui/use-notify-failure';

interface ApplicationDialogProps {
  application: ApplicationRecord;
  onChanged: (application: ApplicationRecord) => void;
  onClose: () => void;
}

/** The detail modal: every answer, the status buttons with interview notes, and delete. Full screen on phones. */
export function ApplicationDialog({ application, onChanged, onClose }: ApplicationDialogProps) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [deleteOne, { isPending: deleting }] = useDelete<ApplicationRecord>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = application.personalInfo.fullName;

  const handleDelete = () =>
    deleteOne(
      RECRUITMENT_RESOURCE,
      { id: application.id, previousData: application },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirmDelete(false);
          notify(recruitmentMessages.deleted(name), { type: 'success' });
          onClose();
          refresh();
        },
        onError: (error: unknown) => {
          setConfirmDelete(false);
          notifyFailure(error, recruitmentMessages.deleteFailed);
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="application-dialog-title">
      <DialogTitle id="application-dialog-title" sx={{ pr: 7 }}>
        {name}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {application.positionTitle}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {/* First, so the next step is at hand without scrolling past the answers. Keyed by status,
            so the notes field starts from what was saved after each change. */}
        <StatusActions key={`${application.id}-${application.status}`} application={application} onChanged={onChanged} />
        <ApplicationSections application={application} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 1.5 }}>
        <Button color="error" onClick={() => setConfirmDelete(true)} disabled={deleting}>
          Delete application
        </Button>
        <Box>
          <Button onClick={onClose}>Close</Button>
        </Box>
      </DialogActions>
      <Confirm
        isOpen={confirmDelete}
        loading={deleting}
        title="Delete application"
        content={recruitmentMessages.confirmDelete(name)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}
