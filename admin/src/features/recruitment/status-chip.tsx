import { Chip } from '@mui/material';
import type { RecruitmentStatus } from '@thriftz/client/generated/model';
import { STATUS_LABELS } from './recruitment-labels';

/** Filled colours with white text, all at least 4.5:1 (WCAG AA). */
const COLOURS: Record<RecruitmentStatus, string> = {
  submitted: '#475569',
  under_review: '#b45309',
  shortlisted: '#1d4ed8',
  interview_scheduled: '#6d28d9',
  selected: '#047857',
  rejected: '#be123c',
  withdrawn: '#64748b',
};

export function StatusChip({ status }: { status: RecruitmentStatus }) {
  return (
    <Chip
      label={STATUS_LABELS[status]}
      size="small"
      sx={{ bgcolor: COLOURS[status], color: '#ffffff', fontWeight: 600, whiteSpace: 'nowrap' }}
    />
  );
}
