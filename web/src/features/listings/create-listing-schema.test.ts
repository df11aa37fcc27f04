import { describe, expect, it } from 'vitest';
import { cleanTags } from '../../lib/posts/post-fields';
import {
  createListingSchema,
  defaultListingValues,
  toCreateListingInput,
  type CreateListingFormInput,
} from './create-listing-schema';

const IMAGE = '7d1f6a52-93a8-4d6e-9a0c-0f1e2d3c4b5a';

function sell(overrides: Partial<CreateListingFormInput> = {}): CreateListingFormInput {
  return {
    ...defaultListingValues('sell'),
    title: '  Casio fx-991EX calculator ',
    category: 'electronics',
    condition: 'like-new',
    description: 'Used for one semester, all functions work, with its cover.',
    price: '650',
    ...overrides,
  };
}

function messages(values: CreateListingFormInput): Record<string, string> {
  const result = createListingSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('createListingSchema', () => {
  it('accepts a complete sell listing', () => {
    expect(messages(sell())).toEqual({});
  });

  it('requires a title of at most 100 characters, a category and a condition', () => {
    expect(messages(sell({ title: '  ', category: '', condition: '' }))).toEqual({
      title: 'Title is required.',
      category: 'Choose a category.',
      condition: 'Choose a condition.',
    });
    expect(messages(sell({ title: 'x'.repeat(101) })).title).toBe('Title must be 100 characters or fewer.');
  });

  it('wants a description of 30 to 500 characters', () => {
    expect(messages(sell({ description: 'Too short.' })).description).toBe('Description must be at least 30 characters.');
    expect(messages(sell({ description: 'x'.repeat(501) })).description).toBe('Description must be 500 characters or fewer.');
    expect(messages(sell({ description: 'x'.repeat(30) }))).toEqual({});
  });

  it('checks the price of a sell listing: required, 0 or more, step 0.01', () => {
    expect(messages(sell({ price: '' })).price).toBe('Price is required.');
    expect(messages(sell({ price: '-1' })).price).toBe('Price must be 0 or more.');
    expect(messages(sell({ price: '10.555' })).price).toBe('Price can have at most 2 decimal places.');
    expect(messages(sell({ price: '0' }))).toEqual({});
    expect(messages(sell({ price: '99.99' }))).toEqual({});
  });

  it('checks the rental rate of a lend listing and ignores the price', () => {
    const lend = sell({ listingType: 'lend', price: '', rentalAmount: '', rentalDuration: '' });
    expect(messages(lend)).toEqual({
      rentalAmount: 'Rental amount is required.',
      rentalDuration: 'Choose a rental duration.',
    });
    expect(messages({ ...lend, rentalAmount: '150', rentalDuration: 'day', deposit: '-5' }).deposit).toBe('Deposit must be 0 or more.');
    expect(messages({ ...lend, rentalAmount: '150', rentalDuration: 'day' })).toEqual({});
  });

  it('keeps product age years at 0 or more and months at 0 to 11', () => {
    expect(messages(sell({ ageYears: '-1' })).ageYears).toBe('Years must be a whole number from 0 to 50.');
    expect(messages(sell({ ageMonths: '12' })).ageMonths).toBe('Months must be a whole number from 0 to 11.');
    expect(messages(sell({ ageMonths: '1.5' })).ageMonths).toBe('Months must be a whole number from 0 to 11.');
    expect(messages(sell({ ageYears: '2', ageMonths: '11' }))).toEqual({});
  });

  it('takes both coordinates or neither', () => {
    expect(messages(sell({ latitude: '12.97' })).longitude).toBe('Enter both latitude and longitude, or neither.');
    expect(messages(sell({ latitude: '95', longitude: '77' })).latitude).toBe('Latitude must be a number from -90 to 90.');
    expect(messages(sell({ latitude: '12.97', longitude: '77.59' }))).toEqual({});
  });

  it('allows at most 10 tags', () => {
    expect(messages(sell({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).tags).toBe('You can add up to 10 tags.');
  });
});

describe('toCreateListingInput', () => {
  it('sends the price of a sell listing, trimmed text and the product age', () => {
    const values = createListingSchema.parse(sell({ ageYears: '1', ageMonths: '6', tags: [' casio ', '', 'Casio', 'exam'] }));
    expect(toCreateListingInput(values, [IMAGE])).toEqual({
      listingType: 'sell',
      title: 'Casio fx-991EX calculator',
      description: 'Used for one semester, all functions work, with its cover.',
      category: 'electronics',
      condition: 'like-new',
      price: 650,
      productAge: { years: 1, months: 6 },
      imageIds: [IMAGE],
      tags: ['casio', 'exam'],
      isAnonymous: false,
    });
  });

  it('sends the rental rate of a lend listing, with a deposit only above 0', () => {
    const lend = sell({ listingType: 'lend', price: '999', rentalAmount: '150', rentalDuration: 'week', deposit: '0' });
    const input = toCreateListingInput(createListingSchema.parse(lend), [IMAGE]);
    expect(input.price).toBeUndefined();
    expect(input.rentalRate).toEqual({ amount: 150, duration: 'week' });
    const withDeposit = toCreateListingInput(createListingSchema.parse({ ...lend, deposit: '500' }), [IMAGE]);
    expect(withDeposit.rentalRate).toEqual({ amount: 150, duration: 'week', deposit: 500 });
  });

  it('sends the anonymous name only when anonymous is on, and the location only with both values', () => {
    const off = toCreateListingInput(createListingSchema.parse(sell({ anonymousName: 'Hostel 4 seller' })), [IMAGE]);
    expect(off.anonymousName).toBeUndefined();
    const on = toCreateListingInput(
      createListingSchema.parse(sell({ isAnonymous: true, anonymousName: ' Hostel 4 seller ', latitude: '12.9716', longitude: '77.5946' })),
      [IMAGE],
    );
    expect(on).toMatchObject({ isAnonymous: true, anonymousName: 'Hostel 4 seller', location: { lat: 12.9716, lng: 77.5946 } });
  });
});

describe('cleanTags', () => {
  it('trims, drops empties and repeats, keeps 10', () => {
    expect(cleanTags(['  a ', ' ', 'A', 'b'])).toEqual(['a', 'b']);
    expect(cleanTags(Array.from({ length: 12 }, (_, i) => `t${i}`))).toHaveLength(10);
  });
});
