import { describe, expect, it } from 'vitest';
import {
  createRequestSchema,
  defaultRequestValues,
  toCreateRequestInput,
  toMaxProductAge,
  type CreateRequestFormInput,
} from './create-request-schema';

const IMAGE = '7d1f6a52-93a8-4d6e-9a0c-0f1e2d3c4b5a';

function request(overrides: Partial<CreateRequestFormInput> = {}): CreateRequestFormInput {
  return {
    ...defaultRequestValues(),
    title: '  Engineering drawing kit ',
    category: 'lab-equipment',
    description: 'Need a complete drawing kit with mini-drafter for first year.',
    ...overrides,
  };
}

function messages(values: CreateRequestFormInput): Record<string, string> {
  const result = createRequestSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first problem of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('createRequestSchema', () => {
  it('defaults to buy, negotiable, good, any age and standard urgency', () => {
    expect(defaultRequestValues()).toMatchObject({
      requestType: 'buy',
      priceRange: 'negotiable',
      condition: 'good',
      ageLimit: 'any',
      urgency: 'low',
    });
    expect(messages(request())).toEqual({});
  });

  it('requires a title of at most 100 characters and a category', () => {
    expect(messages(request({ title: ' ', category: '' }))).toEqual({
      title: 'Title is required.',
      category: 'Choose a category.',
    });
    expect(messages(request({ title: 'x'.repeat(101) })).title).toBe('Title must be 100 characters or fewer.');
  });

  it('wants a description of 30 to 500 characters', () => {
    expect(messages(request({ description: '' })).description).toBe('Description is required.');
    expect(messages(request({ description: 'Too short.' })).description).toBe('Description must be at least 30 characters.');
    expect(messages(request({ description: 'x'.repeat(501) })).description).toBe('Description must be 500 characters or fewer.');
  });

  it("accepts roommate-housing and the condition 'any'", () => {
    expect(messages(request({ category: 'roommate-housing', condition: 'any' }))).toEqual({});
    expect(messages(request({ condition: 'mint' })).condition).toBe('Choose a condition.');
    expect(messages(request({ priceRange: 'cheap' })).priceRange).toBe('Choose a price range.');
  });

  it('checks a maximum age only when one is asked for', () => {
    expect(messages(request({ ageLimit: 'any', ageYears: 'x' }))).toEqual({});
    expect(messages(request({ ageLimit: 'max', ageYears: '1', ageMonths: '12' })).ageMonths).toBe(
      'Months must be a whole number from 0 to 11.',
    );
    expect(messages(request({ ageLimit: 'max', ageYears: '1.5' })).ageYears).toBe('Years must be a whole number from 0 to 50.');
    expect(messages(request({ ageLimit: 'max', ageYears: '0', ageMonths: '0' })).ageYears).toBe(
      'Enter the maximum age, or choose New only.',
    );
  });

  it('wants both coordinates or neither, and at most 10 tags', () => {
    expect(messages(request({ latitude: '12.9' })).longitude).toBe('Enter both latitude and longitude, or neither.');
    expect(messages(request({ latitude: '95', longitude: '77' })).latitude).toBe('Latitude must be a number from -90 to 90.');
    expect(messages(request({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).tags).toBe('You can add up to 10 tags.');
  });
});

describe('toCreateRequestInput', () => {
  it('sends the checked values, null for any age, and leaves out what is empty', () => {
    const values = createRequestSchema.parse(request());
    expect(toCreateRequestInput(values, [])).toEqual({
      title: 'Engineering drawing kit',
      description: 'Need a complete drawing kit with mini-drafter for first year.',
      category: 'lab-equipment',
      requestType: 'buy',
      priceRange: 'negotiable',
      condition: 'good',
      productAge: null,
      isAnonymous: false,
      urgency: 'low',
    });
  });

  it('sends pictures, clean tags, the location, the age limit and the alias when anonymous', () => {
    const values = createRequestSchema.parse(
      request({
        requestType: 'rent',
        urgency: 'high',
        ageLimit: 'max',
        ageYears: '1',
        ageMonths: '6',
        tags: [' drafter ', 'Drafter', ''],
        latitude: '12.9716',
        longitude: '77.5946',
        isAnonymous: true,
        anonymousName: ' Hostel 4 ',
      }),
    );
    expect(toCreateRequestInput(values, [IMAGE])).toMatchObject({
      requestType: 'rent',
      urgency: 'high',
      productAge: { years: 1, months: 6 },
      imageIds: [IMAGE],
      tags: ['drafter'],
      location: { lat: 12.9716, lng: 77.5946 },
      isAnonymous: true,
      anonymousName: 'Hostel 4',
    });
  });

  it('drops the alias when anonymous is off, and sends 0/0 for new only', () => {
    const values = createRequestSchema.parse(request({ anonymousName: 'Ghost', ageLimit: 'new' }));
    const input = toCreateRequestInput(values, []);
    expect(input).not.toHaveProperty('anonymousName');
    expect(input.productAge).toEqual({ years: 0, months: 0 });
    expect(toMaxProductAge({ ageLimit: 'any', ageYears: '3', ageMonths: '0' })).toBeNull();
  });
});
