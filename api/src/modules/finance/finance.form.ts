// The finance forms' words for the validator's refusals (spec section 8 where it has them).
import type { FormMessages } from '../../http/error-handler.js';
import { financeMessages } from './finance.service.js';

export const financeFormMessages: FormMessages = {
  createFinanceTransaction: { amount: financeMessages.validAmount },
  setBudgetGoals: { monthlyBudgetGoal: financeMessages.goals, yearlyBudgetGoal: financeMessages.goals },
};
