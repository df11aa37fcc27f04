import type { RecruitmentStatus } from '@thriftz/client/generated/model';

export interface StatusAction {
  label: string;
  to: RecruitmentStatus;
}

const reject: StatusAction = { label: 'Reject', to: 'rejected' };

/**
 * The buttons the detail modal offers for each status (spec 3, section 4). The server enforces the
 * same workflow and also allows rejecting at any open stage; final statuses offer none.
 */
export const STATUS_ACTIONS: Record<RecruitmentStatus, readonly StatusAction[]> = {
  submitted: [{ label: 'Review', to: 'under_review' }, reject],
  under_review: [{ label: 'Shortlist', to: 'shortlisted' }, reject],
  shortlisted: [{ label: 'Schedule interview', to: 'interview_scheduled' }, reject],
  interview_scheduled: [{ label: 'Select', to: 'selected' }, reject],
  selected: [],
  rejected: [],
  withdrawn: [],
};
