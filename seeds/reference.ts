import type { Knex } from 'knex';

/** The paid plans (reference data): upserted on every start so prices and features stay current. */
export const plans = [
  {
    slug: 'basic',
    name: 'Basic Plan',
    price: 99,
    extraListings: 3,
    productAdsPerMonth: 1,
    sortOrder: 1,
    description: 'For the occasional seller.',
    features: ['5 free listings every month', '3 extra listings per month', '1 product ad per month'],
  },
  {
    slug: 'mid',
    name: 'Mid Plan',
    price: 149,
    extraListings: 5,
    productAdsPerMonth: 2,
    sortOrder: 2,
    description: 'For regular sellers.',
    features: ['5 free listings every month', '5 extra listings per month', '2 product ads per month'],
  },
  {
    slug: 'pro',
    name: 'Pro Plan',
    price: 199,
    extraListings: 10,
    productAdsPerMonth: 3,
    sortOrder: 3,
    description: 'For campus top sellers.',
    features: ['5 free listings every month', '10 extra listings per month', '3 product ads per month', 'Campus Top Seller badge'],
  },
] as const;

export async function seedReference(knex: Knex): Promise<void> {
  await knex('subscriptionPlans')
    .insert(plans.map((p) => ({ ...p, features: JSON.stringify(p.features) })))
    .onConflict('slug')
    .merge();
}
