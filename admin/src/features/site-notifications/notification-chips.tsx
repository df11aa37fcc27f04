import { Chip } from '@mui/material';
import type { NotificationPriority, NotificationType } from '@thriftz/client/generated/model';
import { labelOf, PRIORITY_CHOICES, TYPE_CHOICES } from './notification-format';

const priorityColor = { high: 'error', medium: 'warning', low: 'default' } as const;
// Outlined chips draw their text in the colour: these shades keep it at 4.5:1 or more on white
// (MUI's info and warning mains do not).
const typeInk = { info: '#075985', success: '#166534', warning: '#92400E', error: '#9F1239' } as const;

export function PriorityChip({ priority }: { priority: NotificationPriority }) {
  return <Chip size="small" color={priorityColor[priority]} label={labelOf(PRIORITY_CHOICES, priority)} sx={{ fontWeight: 600 }} />;
}

export function TypeChip({ type }: { type: NotificationType }) {
  return <Chip size="small" variant="outlined" label={labelOf(TYPE_CHOICES, type)} sx={{ color: typeInk[type], borderColor: typeInk[type] }} />;
}
