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

/** The places on the site an ad can appear (reference data, by name). */
export const adPositions = [
  { name: 'homepage-hero', description: 'The large banner at the top of the home page.', dimensions: '1200x400' },
  { name: 'product-listing', description: 'Between the cards of the product listings.', dimensions: '300x250' },
  { name: 'sidebar', description: 'The side column of listing and detail pages.', dimensions: '300x600' },
  { name: 'header', description: 'The strip under the site header.', dimensions: '728x90' },
  { name: 'footer', description: 'The strip above the site footer.', dimensions: '728x90' },
];

export async function seedReference(knex: Knex): Promise<void> {
  await knex('subscriptionPlans')
    .insert(plans.map((p) => ({ ...p, features: JSON.stringify(p.features) })))
    .onConflict('slug')
    .merge();
  await knex('adPositions').insert(adPositions).onConflict('name').merge();
}
