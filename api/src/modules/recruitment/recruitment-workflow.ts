// The recruitment status workflow (spec 3, section 4), as the server enforces it.
import type { RecruitmentStatus } from './recruitment.repository.js';

/**
 * Forward one step at a time; rejecting is allowed at any open stage (a team may turn an
 * applicant down after an interview, not only after the first review). Selected, rejected and
 * withdrawn (the applicant's own choice) are final.
 */
export const NEXT_STATUSES: Record<RecruitmentStatus, readonly RecruitmentStatus[]> = {
  submitted: ['under_review', 'rejected'],
  under_review: ['shortlisted', 'rejected'],
  shortlisted: ['interview_scheduled', 'rejected'],
  interview_scheduled: ['selected', 'rejected'],
  selected: [],
  rejected: [],
  withdrawn: [],
};

export const statusLabel = (status: RecruitmentStatus) => status.replaceAll('_', ' ');

/** Why `from` → `to` is refused, or undefined when the move is allowed. */
export function refusedMove(from: RecruitmentStatus, to: RecruitmentStatus): string | undefined {
  const next = NEXT_STATUSES[from];
  if (next.includes(to)) return undefined;
  if (next.length === 0) return `This application is ${statusLabel(from)}: its status can no longer change.`;
  return `Cannot change status from ${statusLabel(from)} to ${statusLabel(to)}. It can move to ${next.map(statusLabel).join(' or ')}.`;
}
