import type { DataProvider, Identifier } from 'react-admin';
import { asResult, completeProvider, deleteWith, toPage } from '../../lib/resource-provider';
import type { RecruitmentStatus } from '@thriftz/client/generated/model';
import {
  changeStatus,
  deleteApplication,
  deleteApplications,
  fetchApplications,
  statusParam,
  type ApplicationRecord,
} from './recruitment-api';

export const RECRUITMENT_RESOURCE = 'recruitment';

export interface ChangeStatusParams {
  id: Identifier;
  status: RecruitmentStatus;
  interviewNotes?: string;
}

export interface BulkDeleteApplicationsParams {
  ids: Identifier[];
}

export interface BulkDeleteOutcome {
  deleted: number;
  failed: number;
}

/**
 * Applications over the generated client. The API always lists newest first, so sorting is
 * ignored; a status change and the per-id bulk delete are methods of their own.
 */
export const recruitmentDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const { applications, total } = await fetchApplications(
      { status: statusParam(params.filter), ...toPage(params.pagination) },
      params.signal,
    );
    return asResult({ data: applications, total });
  },

  delete: deleteWith(deleteApplication),

  /** Moves an application along the workflow, or saves its notes when sent its own status. */
  async changeStatus(_resource: string, params: ChangeStatusParams): Promise<{ data: ApplicationRecord }> {
    return { data: await changeStatus(String(params.id), params.status, params.interviewNotes) };
  },

  /** Deletes the selection and says how many were deleted and how many failed. */
  async bulkDelete(_resource: string, params: BulkDeleteApplicationsParams): Promise<BulkDeleteOutcome> {
    return deleteApplications(params.ids.map(String));
  },
});

/** The provider as the Recruitment panel sees it: react-admin's methods plus its own two. */
export type RecruitmentDataProvider = DataProvider & {
  changeStatus(resource: string, params: ChangeStatusParams): Promise<{ data: ApplicationRecord }>;
  bulkDelete(resource: string, params: BulkDeleteApplicationsParams): Promise<BulkDeleteOutcome>;
};
