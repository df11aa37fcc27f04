// The Finance panel's Refunds tab: payments owed back and refunded through the gateway, newest first.
import { completeProvider, listFrom } from '../../lib/resource-provider';
import { listAdminRefunds } from '@thriftz/client/generated/finance/finance';
import { RefundStatus, type ListAdminRefundsParams } from '@thriftz/client/generated/model';

export const REFUNDS_RESOURCE = 'refunds';

const isStatus = (value: unknown): value is RefundStatus => Object.values<unknown>(RefundStatus).includes(value);

/** The tab's filter as the API's query: a known status only ('all' or anything else asks for every refund). */
export function toRefundFilterParams(filter: { status?: unknown } | undefined): Pick<ListAdminRefundsParams, 'status'> {
  return isStatus(filter?.status) ? { status: filter.status } : {};
}

/** Refunds keep the API's `id`, so they are react-admin records as they come. */
export const refundsDataProvider = completeProvider({
  supportAbortSignal: true,
  getList: listFrom(listAdminRefunds, toRefundFilterParams),
});
