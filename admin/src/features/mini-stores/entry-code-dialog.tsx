import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { miniStoresMessages as m } from './mini-stores-messages';

interface EntryCodeDialogProps {
  storeName: string;
  /** The new code; the dialog is open while there is one. */
  code: string | null;
  onClose: () => void;
}

/** Groups of four digits read aloud and typed more easily; the copy button copies the bare 16 digits. */
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Shows a freshly generated entry code once, with a copy button. */
export function EntryCodeDialog({ storeName, code, onClose }: EntryCodeDialogProps) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      notify(m.copied, { type: 'success' });
    } catch {
      notify(m.copyFailed, { type: 'warning' });
    }
  };
  return (
    <Dialog open={code !== null} onClose={onClose} aria-labelledby="entry-code-title" fullWidth maxWidth="xs">
      <DialogTitle id="entry-code-title">New entry code for {storeName}</DialogTitle>
      <DialogContent>
        <DialogContentText>{m.codeShownOnce}</DialogContentText>
        <Box sx={{ my: 2, p: 2, bgcolor: 'grey.100', borderRadius: 2, textAlign: 'center' }}>
          <Typography
            component="output"
            aria-label="New entry code"
            data-code={code ?? ''}
            sx={{ fontFamily: 'monospace', fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, letterSpacing: 1, userSelect: 'all' }}
          >
            {code ? grouped(code) : ''}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy code
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
