import { useState } from 'react';
import { useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useListEmailOutbox, useRetryOutboxEmail } from '@thriftz/client/generated/email/email';
import type { ListEmailOutboxStatus, OutboxEmail } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { emailMessages } from './email-messages';
import { useEmailRefresh } from './use-email-refresh';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

const STATUS_COLOURS = { pending: 'info', sent: 'success', held: 'warning', failed: 'error', skipped: 'default' } as const;
const STATUSES: ListEmailOutboxStatus[] = ['all', 'pending', 'sent', 'held', 'failed', 'skipped'];
const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function RetryButton({ mail }: { mail: OutboxEmail }) {
  const retry = useRetryOutboxEmail();
  const notify = useNotify();
  const refresh = useEmailRefresh();
  if (mail.status !== 'failed' && mail.status !== 'held') return null;
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      loading={retry.isPending}
      aria-label={`Retry the e-mail to ${mail.to}`}
      onClick={() =>
        retry.mutate(
          { id: mail.id },
          {
            onSuccess: () => {
              notify(emailMessages.retried, { type: 'success' });
              refresh();
            },
            onError: (error) => notify(errorMessage(error, emailMessages.retryFailed), { type: 'error' }),
          },
        )
      }
    >
      Retry
    </Button>
  );
}

/** The outbox, newest first: what was sent, what waits, what failed or was skipped (and why), with Retry. */
export function OutboxTable() {
  const [status, setStatus] = useState<ListEmailOutboxStatus>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const outbox = useListEmailOutbox({ status, page: page + 1, pageSize });

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as ListEmailOutboxStatus);
          setPage(0);
        }}
        fullWidth={false}
        sx={{ width: 200, mb: 2 }}
      >
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s === 'all' ? 'All statuses' : label(s)}
          </MenuItem>
        ))}
      </TextField>
      {outbox.error && <Alert severity="error">{errorMessage(outbox.error, emailMessages.loadOutboxFailed)}</Alert>}
      {outbox.isPending && <Skeleton variant="rounded" height={200} />}
      {outbox.data && outbox.data.items.length === 0 && (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{emailMessages.noOutbox}</Typography>
      )}
      {outbox.data && outbox.data.items.length > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Outbox">
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['To', 'Subject', 'Status', 'Actions', 'Attempts', 'Last error or reason', 'Template', 'Created', 'Sent'].map((h) => (
                    <TableCell key={h} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {outbox.data.items.map((mail) => (
                  <TableRow key={mail.id} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{mail.to}</TableCell>
                    <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={mail.subject}>
                      {mail.subject}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={label(mail.status)} color={STATUS_COLOURS[mail.status]} variant="outlined" />
                    </TableCell>
                    <TableCell>
                      <RetryButton mail={mail} />
                    </TableCell>
                    <TableCell>{mail.attempts}</TableCell>
                    <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={mail.lastError ?? ''}>
                      {mail.lastError ?? '—'}
                    </TableCell>
                    <TableCell>{mail.template}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(mail.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(mail.sentAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={outbox.data.total}
            page={page}
            onPageChange={(_e, p) => setPage(p)}
            rowsPerPage={pageSize}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[10, 25, 50, 100]}
          />
        </>
      )}
    </Box>
  );
}
