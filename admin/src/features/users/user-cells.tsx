import { Box, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';

/** The spec shows user ids truncated to 8 characters; the full id stays in the tooltip. */
export function UserIdCell({ id }: { id: string }) {
  return (
    <Box
      component="span"
      title={id}
      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' }}
    >
      {id.slice(0, 8)}
    </Box>
  );
}

export function UserNameCell({ fullName, isSelf }: { fullName: string; isSelf: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <span>{fullName}</span>
      {isSelf && <Chip label="You" size="small" variant="outlined" sx={{ height: 20, fontSize: '0.75rem' }} />}
    </Box>
  );
}

export function RoleChip({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? (
    <Chip
      label="Admin"
      size="small"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontWeight: 600 }}
    />
  ) : (
    <Chip label="User" size="small" variant="outlined" />
  );
}

export function VerifiedCell({ verified }: { verified: boolean }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: verified ? 'primary.dark' : 'text.secondary' }}
    >
      {verified ? (
        <CheckCircleIcon fontSize="small" aria-hidden="true" />
      ) : (
        <HighlightOffIcon fontSize="small" aria-hidden="true" />
      )}
      {verified ? 'Yes' : 'No'}
    </Typography>
  );
}

const joinedFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Dates in Indian locale (spec 1), e.g. "22 Nov 2025". */
export function formatJoined(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : joinedFormat.format(date);
}
