import type { FinanceCategory, FinanceType } from '@thriftz/client/generated/model';

/** The spec's categories per type (section 9), in the form's order. */
export const FINANCE_CATEGORIES: Record<FinanceType, readonly FinanceCategory[]> = {
  income: ['subscriptions', 'ad-revenue', 'sponsorships', 'donations', 'product-sales', 'other-income'],
  expense: ['server-costs', 'marketing', 'development', 'office-supplies', 'legal-compliance', 'other-expenses'],
};

/** 'ad-revenue' → 'Ad revenue'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CATEGORY_CHOICES = [...FINANCE_CATEGORIES.income, ...FINANCE_CATEGORIES.expense].map((id) => ({ id, name: categoryLabel(id) }));
