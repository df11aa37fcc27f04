// The spec's finance categories per type (section 9); the table checks the same lists.
import type { FinanceType } from './finance.repository.js';

export const FINANCE_CATEGORIES: Record<FinanceType, readonly string[]> = {
  income: ['subscriptions', 'ad-revenue', 'sponsorships', 'donations', 'product-sales', 'other-income'],
  expense: ['server-costs', 'marketing', 'development', 'office-supplies', 'legal-compliance', 'other-expenses'],
};

export const isCategoryOf = (type: FinanceType, category: string) => FINANCE_CATEGORIES[type].includes(category);
