// The review form's words, as the API says them (reviews.service.ts), so a refusal shows under its field.
export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  text: 'Write a short review (up to 500 characters).',
  sent: 'Thanks! Your review is posted.',
  failed: 'Could not post your review. Please try again.',
} as const;

export const REVIEW_MAX = 500;
