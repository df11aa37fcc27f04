// Before a mass e-mail goes out: how many users it will reach (counted by the server with the
// send's own rule) and the e-mail exactly as one of them gets it. Cancel sends nothing.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { BulkPromotionalPreview } from '@thriftz/client/generated/model';

const recipientsText = (n: number) => `${n.toLocaleString('en-IN')} recipient${n === 1 ? '' : 's'}`;

interface MassEmailConfirmDialogProps {
  preview: BulkPromotionalPreview | null;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}

export function MassEmailConfirmDialog({ preview, sending, onSend, onCancel }: MassEmailConfirmDialogProps) {
  return (
    <Dialog open={preview !== null} onClose={sending ? undefined : onCancel} fullWidth maxWidth="md" aria-labelledby="mass-email-confirm-title">
      {preview && (
        <>
          <DialogTitle id="mass-email-confirm-title">Send this e-mail to {recipientsText(preview.recipients)}?</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body1" sx={{ mb: 1 }} data-testid="mass-email-recipient-count">
              {preview.recipients === 0
                ? 'Nobody would receive it: no selected address belongs to a user who accepts promotional e-mail.'
                : `It will be queued to ${recipientsText(preview.recipients)}, one e-mail each, each with their own unsubscribe link.`}
              {preview.skipped > 0 && ` ${preview.skipped} listed address${preview.skipped === 1 ? ' is' : 'es are'} skipped.`}
            </Typography>
            <Typography variant="overline" component="p" color="text.secondary">
              Subject
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="mass-email-preview-subject">
              {preview.subject}
            </Typography>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 1 }}>
              Preview as sent
            </Typography>
            <Box
              component="iframe"
              title="E-mail preview"
              sandbox=""
              srcDoc={preview.html}
              sx={{ width: '100%', height: { xs: 280, sm: 320 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
            {preview.recipients === 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Choose other recipients to send it.
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button variant="contained" startIcon={<SendIcon />} onClick={onSend} loading={sending} disabled={preview.recipients === 0}>
              Send to {recipientsText(preview.recipients)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
