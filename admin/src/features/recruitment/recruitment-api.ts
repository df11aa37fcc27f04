import {
  bulkDeleteRecruitmentApplications,
  deleteRecruitmentApplication,
  listRecruitmentApplications,
  updateRecruitmentApplicationStatus,
} from '@thriftz/client/generated/recruitment/recruitment';
import type {
  ListRecruitmentApplicationsParams,
  RecruitmentApplication,
  RecruitmentBulkDeleteResult,
  RecruitmentStatus,
} from '@thriftz/client/generated/model';
import { STATUSES } from './recruitment-labels';

/** An application as react-admin holds it: the API's record with its `_id` as `id`. */
export type ApplicationRecord = RecruitmentApplication & { id: string };

/** Limits of the contract: pageSize <= 100, a bulk body holds at most 100 ids. */
export const MAX_PAGE_SIZE = 100;
const MAX_IDS_PER_CALL = 100;

const toRecord = (application: RecruitmentApplication): ApplicationRecord => ({ ...application, id: application._id });

export function isStatus(value: unknown): value is RecruitmentStatus {
  return typeof value === 'string' && (STATUSES as string[]).includes(value);
}

/** react-admin's loose filter as the API's status parameter (absent or "all" lists every status). */
export function statusParam(filter: { status?: unknown } | undefined): RecruitmentStatus | undefined {
  return isStatus(filter?.status) ? filter.status : undefined;
}

export async function fetchApplications(params: ListRecruitmentApplicationsParams, signal?: AbortSignal) {
  const page = await listRecruitmentApplications(params, signal ? { signal } : undefined);
  return { applications: page.applications.map(toRecord), total: page.total };
}

/** Every application of a status, page after page (for the CSV export). */
export async function fetchAllApplications(status: RecruitmentStatus | undefined): Promise<ApplicationRecord[]> {
  const all: ApplicationRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { applications, total } = await fetchApplications({ status, page, pageSize: MAX_PAGE_SIZE });
    all.push(...applications);
    if (applications.length === 0 || all.length >= total) return all;
  }
}

export async function changeStatus(id: string, status: RecruitmentStatus, interviewNotes?: string): Promise<ApplicationRecord> {
  const { application } = await updateRecruitmentApplicationStatus(id, { status, ...(interviewNotes === undefined ? {} : { interviewNotes }) });
  return toRecord(application);
}

export function deleteApplication(id: string): Promise<void> {
  return deleteRecruitmentApplication(id);
}

/** Deletes in batches of 100 (a selection can span pages); the per-id results are added up. */
export async function deleteApplications(ids: readonly string[]): Promise<Pick<RecruitmentBulkDeleteResult, 'deleted' | 'failed'>> {
  let deleted = 0;
  let failed = 0;
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
    const result = await bulkDeleteRecruitmentApplications({ ids: ids.slice(i, i + MAX_IDS_PER_CALL) });
    deleted += result.deleted;
    failed += result.failed;
  }
  return { deleted, failed };
}
