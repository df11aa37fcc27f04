import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { ordersMessages as m } from './orders-messages';

interface CancelReasonDialogProps {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}

/** Asks why the order is cancelled (the customer's e-mail carries it); a blank reason is refused here and by the server. */
export function CancelReasonDialog({ open, orderNumber, busy, onCancel, onClose }: CancelReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(m.reasonRequired);
      return;
    }
    onCancel(reason.trim());
  };
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="cancel-order-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-order-title">{m.cancelTitle(orderNumber)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{m.cancelDetail}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Cancellation reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError('');
            }}
            error={Boolean(error)}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep order</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            Cancel order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
