import { Chip } from '@mui/material';
import type { ContactPriority, ContactStatus } from '@thriftz/client/generated/model';
import { humanize } from '../../ui/en-in-format';

const STATUS_COLOURS: Record<ContactStatus, 'info' | 'warning' | 'primary' | 'success' | 'default'> = {
  // MUI's info blue under white text misses AA contrast: New gets a darker blue below.
  new: 'info',
  in_progress: 'warning',
  replied: 'primary',
  resolved: 'success',
  closed: 'default',
};

export function ContactStatusChip({ status }: { status: ContactStatus }) {
  return (
    <Chip
      label={humanize(status)}
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      sx={status === 'new' ? { bgcolor: '#1e40af', color: '#fff' } : undefined}
    />
  );
}

export function PriorityChip({ priority }: { priority: ContactPriority }) {
  const urgent = priority === 'urgent' || priority === 'high';
  return <Chip label={humanize(priority)} size="small" color={urgent ? 'error' : 'default'} variant={urgent ? 'filled' : 'outlined'} />;
}
