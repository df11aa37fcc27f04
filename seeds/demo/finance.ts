// The Finance panel's demo ledger: about twenty incomes and expenses over the last three months,
// the budget they leave and the goals, so the cards, the list and the month report have content.
import { loadConfig } from '../../api/src/config.js';
import type { Db } from '../../api/src/db/knex.js';
import { settingsDefaults, siteSettings } from '../../api/src/modules/settings/index.js';
import type { Clock } from './time.js';

/** The budget the demo campus started with, before the ledger below. */
const OPENING_BUDGET = 50_000;

const ledger: { daysAgo: number; type: 'income' | 'expense'; category: string; amount: number; description: string }[] = [
  { daysAgo: 1, type: 'income', category: 'subscriptions', amount: 2970, description: 'Pro and Mid plan renewals' },
  { daysAgo: 2, type: 'expense', category: 'server-costs', amount: 1850, description: 'Cloud hosting, database and backups' },
  { daysAgo: 4, type: 'income', category: 'ad-revenue', amount: 4200, description: 'Canteen and bookshop banner ads' },
  { daysAgo: 6, type: 'expense', category: 'marketing', amount: 3500, description: 'Freshers week posters and standees' },
  { daysAgo: 9, type: 'income', category: 'sponsorships', amount: 15000, description: 'Tech fest title sponsorship' },
  { daysAgo: 12, type: 'expense', category: 'office-supplies', amount: 640.5, description: 'Printer paper and markers for the help desk' },
  { daysAgo: 15, type: 'income', category: 'product-sales', amount: 1250, description: 'Thriftz tote bags at the stall' },
  { daysAgo: 20, type: 'expense', category: 'development', amount: 8000, description: 'Freelance design of the new home page' },
  { daysAgo: 27, type: 'income', category: 'donations', amount: 5000, description: 'Alumni association gift' },
  { daysAgo: 33, type: 'income', category: 'subscriptions', amount: 2574, description: 'Plan purchases, last month' },
  { daysAgo: 35, type: 'expense', category: 'server-costs', amount: 1790, description: 'Cloud hosting, last month' },
  { daysAgo: 40, type: 'expense', category: 'legal-compliance', amount: 2500, description: 'Terms of use review' },
  { daysAgo: 44, type: 'income', category: 'ad-revenue', amount: 3600, description: 'Hostel mess sidebar ads' },
  { daysAgo: 50, type: 'expense', category: 'marketing', amount: 1200, description: 'Instagram promotion for the launch' },
  { daysAgo: 55, type: 'income', category: 'other-income', amount: 800, description: 'Workshop entry fees' },
  { daysAgo: 62, type: 'income', category: 'subscriptions', amount: 1980, description: 'Plan purchases, two months ago' },
  { daysAgo: 65, type: 'expense', category: 'server-costs', amount: 1750, description: 'Cloud hosting, two months ago' },
  { daysAgo: 71, type: 'expense', category: 'other-expenses', amount: 450, description: 'Volunteer refreshments' },
  { daysAgo: 78, type: 'income', category: 'sponsorships', amount: 7500, description: 'Coding club hackathon sponsor' },
  { daysAgo: 85, type: 'expense', category: 'development', amount: 4500, description: 'Payment gateway integration' },
];

const indiaDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

export async function insertFinance(trx: Db, clock: Clock): Promise<void> {
  await trx('financeTransactions').insert(
    ledger.map((e) => ({
      type: e.type,
      category: e.category,
      amount: e.amount,
      description: e.description,
      date: indiaDate(clock.ago(e.daysAgo)),
      createdAt: clock.ago(e.daysAgo, -2),
    })),
  );
  const net = ledger.reduce((sum, e) => sum + (e.type === 'income' ? e.amount : -e.amount), 0);
  // The row starts from the deployment's settings (its campus domains, boost price), as the app would create it.
  await siteSettings(trx, settingsDefaults(loadConfig()));
  await trx('siteSettings').update({ totalBudget: OPENING_BUDGET + net, monthlyBudgetGoal: 25_000, yearlyBudgetGoal: 300_000 });
}
