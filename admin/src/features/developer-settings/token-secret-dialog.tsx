import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import type { CreatedAccessToken } from './access-tokens-data-provider';
import { developerSettingsMessages as m } from './developer-settings-messages';

interface TokenSecretDialogProps {
  /** The token just made, with its secret; the dialog is open while there is one. */
  created: CreatedAccessToken | null;
  onClose: () => void;
}

/**
 * The one time the secret is shown: in a read-only field (selected on focus, so it can be copied
 * by hand too), with Copy and the warning that it will not be shown again. A click beside the
 * dialog does not close it (the secret would be lost by accident); Done or Escape does.
 */
export function TokenSecretDialog({ created, onClose }: TokenSecretDialogProps) {
  const notify = useNotify();
  const secret = created?.token ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(m.copied, { type: 'success' });
    } catch {
      notify(m.copyFailed, { type: 'warning' });
    }
  };
  return (
    <Dialog
      open={created !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="token-secret-title"
      aria-describedby="token-secret-warning"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="token-secret-title" sx={{ overflowWrap: 'anywhere' }}>
        {created ? m.revealTitle(created.name) : ''}
      </DialogTitle>
      <DialogContent>
        <Alert id="token-secret-warning" severity="warning" sx={{ mb: 2 }}>
          {m.revealWarning}
        </Alert>
        <TextField
          label="Token"
          value={secret}
          fullWidth
          multiline
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, 'data-token': secret, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
          }}
          helperText={created ? `Scopes: ${created.scopes.join(', ')}` : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
