// What a panel's table shows when nothing matches: an icon, one sentence and a hint.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';

interface ListEmptyStateProps {
  message: string;
  hint?: string;
  /** The panel's own icon, or null for none; an inbox by default. */
  icon?: ReactNode;
  action?: ReactNode;
}

export function ListEmptyState({ message, hint, icon = <InboxIcon aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />, action }: ListEmptyStateProps) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      {icon}
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
