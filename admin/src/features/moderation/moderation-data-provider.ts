import type { DataProvider } from 'react-admin';
import { asResult, completeProvider, toPage } from '../../lib/resource-provider';
import { dismiss, fetchReports, fetchSuspensions, hideListing, lift, suspendUser, type ModerationOutcome, type SuspensionRecord } from './moderation-api';

/** The queue of reports; `#/moderation` is its list. */
export const REPORTS_RESOURCE = 'moderation';
/** The suspensions tab of the same page. */
export const SUSPENSIONS_RESOURCE = 'moderation-suspensions';

export interface DismissParams {
  id: string;
  note: string;
}
export interface HideParams {
  id: string;
  reason: string;
}
export interface SuspendParams {
  id: string;
  reason: string;
  days: number;
}

const reportsProvider = completeProvider({
  supportAbortSignal: true,
  async getList(_resource, params) {
    return asResult(await fetchReports(params.filter, toPage(params.pagination), params.signal));
  },
  async dismissReport(_resource: string, params: DismissParams): Promise<ModerationOutcome> {
    return dismiss(params.id, params.note);
  },
  async hideListing(_resource: string, params: HideParams): Promise<ModerationOutcome> {
    return hideListing(params.id, params.reason);
  },
  async suspendUser(_resource: string, params: SuspendParams): Promise<ModerationOutcome> {
    return suspendUser(params.id, params.reason, params.days);
  },
});

const suspensionsProvider = completeProvider({
  supportAbortSignal: true,
  async getList(_resource, params) {
    return asResult(await fetchSuspensions(params.filter, toPage(params.pagination), params.signal));
  },
  async liftSuspension(_resource: string, params: { id: string }): Promise<SuspensionRecord> {
    const s = await lift(params.id);
    return { ...s, id: s._id };
  },
});

/** Both resources of the Moderation panel, for data-provider.ts's map. */
export const moderationProviders: Record<string, DataProvider> = {
  [REPORTS_RESOURCE]: reportsProvider,
  [SUSPENSIONS_RESOURCE]: suspensionsProvider,
};

/** The provider as the panel sees it: react-admin's methods plus the moderation actions. */
export type ModerationDataProvider = DataProvider & {
  dismissReport(resource: string, params: DismissParams): Promise<ModerationOutcome>;
  hideListing(resource: string, params: HideParams): Promise<ModerationOutcome>;
  suspendUser(resource: string, params: SuspendParams): Promise<ModerationOutcome>;
  liftSuspension(resource: string, params: { id: string }): Promise<SuspensionRecord>;
};
