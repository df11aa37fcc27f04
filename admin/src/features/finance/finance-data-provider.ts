import { completeProvider, listFrom } from '../../lib/resource-provider';
import { listFinanceTransactions } from '@thriftz/client/generated/finance/finance';
import type { FinanceCategory, FinanceType, ListFinanceTransactionsParams } from '@thriftz/client/generated/model';
import { CATEGORY_CHOICES } from './finance-categories';

export const FINANCE_RESOURCE = 'finance';

const isType = (value: unknown): value is FinanceType => value === 'income' || value === 'expense';
const isCategory = (value: unknown): value is FinanceCategory => CATEGORY_CHOICES.some((c) => c.id === value);

/** The list's filter as the API's query: a known type and category only. */
export function toFilterParams(filter: { type?: unknown; category?: unknown } | undefined): Pick<ListFinanceTransactionsParams, 'type' | 'category'> {
  return {
    ...(isType(filter?.type) ? { type: filter.type } : {}),
    ...(isCategory(filter?.category) ? { category: filter.category } : {}),
  };
}

/** Transactions, date descending (the API's only order), filtered by type and category. */
export const financeDataProvider = completeProvider({
  supportAbortSignal: true,
  getList: listFrom(listFinanceTransactions, toFilterParams),
});
