// What a panel's table shows when nothing matches: an icon, one sentence and a hint.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';

export function ListEmptyState({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <InboxIcon aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography variant="body1">{message}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
