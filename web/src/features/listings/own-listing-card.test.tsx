import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnListingCard } from './own-listing-card';

describe('OwnListingCard', () => {
  it("marks a listing moderators hid, with their reason", () => {
    render(
      <OwnListingCard
        listing={{
          _id: '0b7f1e2a-4c1d-4a57-9f0e-000000000001',
          slug: 'watch',
          title: 'Replica watch',
          listingType: 'sell',
          category: 'accessories',
          condition: 'good',
          price: 900,
          rentalRate: null,
          image: null,
          isBoosted: false,
          isAvailable: false,
          seller: null,
          createdAt: '2026-11-01T10:00:00Z',
          descriptionPreview: 'Looks real.',
          expirationDate: '2026-11-29T10:00:00Z',
          hiddenReason: 'Counterfeit goods are not allowed',
        }}
        actions={null}
      />,
    );
    expect(screen.getByText('Hidden by moderators')).toBeTruthy();
    expect(screen.getByText('Hidden by moderators: Counterfeit goods are not allowed')).toBeTruthy();
    expect(screen.queryByText('Sold/Unavailable')).toBeNull();
  });
});
