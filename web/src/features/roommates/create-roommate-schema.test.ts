import { describe, expect, it } from 'vitest';
import { createRoommateSchema, defaultRoommateValues, toCreateRoommatePostInput } from './create-roommate-schema';

const VALID = {
  ...defaultRoommateValues(),
  title: 'Room near the gate',
  description: 'Furnished room in a 2BHK, ten minutes from campus.',
  budget: '8000',
  accommodationType: 'pg',
  contactInfo: 'Call after 6',
};

const messages = (values: Record<string, string>) => {
  const result = createRoommateSchema.safeParse({ ...VALID, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('createRoommateSchema', () => {
  it("uses the spec's words for each rule", () => {
    expect(messages({ title: '' })).toEqual({ title: 'Title is required (max 100 chars).' });
    expect(messages({ title: 'x'.repeat(101) })).toEqual({ title: 'Title is required (max 100 chars).' });
    expect(messages({ description: 'x'.repeat(29) })).toEqual({ description: 'Description must be 30-500 characters.' });
    expect(messages({ description: 'x'.repeat(501) })).toEqual({ description: 'Description must be 30-500 characters.' });
    expect(messages({ budget: '  ' })).toEqual({ budget: 'Budget is required.' });
    expect(messages({ contactInfo: ' ' })).toEqual({ contactInfo: 'Contact info is required.' });
    expect(messages({ accommodationType: '' })).toEqual({ accommodationType: 'Accommodation type is required.' });
  });

  it('accepts 30 and 500 characters, and a budget of 0', () => {
    expect(messages({ description: 'x'.repeat(30) })).toEqual({});
    expect(messages({ description: 'x'.repeat(500) })).toEqual({});
    expect(messages({ budget: '0' })).toEqual({});
  });

  it('wants a whole budget and both coordinates or neither', () => {
    expect(Object.keys(messages({ budget: '99.5' }))).toEqual(['budget']);
    expect(Object.keys(messages({ budget: '-1' }))).toEqual(['budget']);
    expect(messages({ latitude: '12.9' })).toEqual({ longitude: 'Enter both latitude and longitude, or neither.' });
    expect(messages({ latitude: '91', longitude: '0' })).toEqual({ latitude: 'Latitude must be a number from -90 to 90.' });
  });

  it('builds the body: trimmed text, budget as a number, blank location left out', () => {
    const values = createRoommateSchema.parse({ ...VALID, title: '  Room near the gate ', ageRange: ' ' });
    expect(toCreateRoommatePostInput(values, ['a1'])).toEqual({
      title: 'Room near the gate',
      description: VALID.description,
      roommatePreferences: { gender: 'any' },
      budget: 8000,
      accommodationType: 'pg',
      contactInfo: 'Call after 6',
      imageIds: ['a1'],
    });
  });
});
