import { Box, Chip, Link, Typography } from '@mui/material';
import { formatIndiaDate, formatInr } from '../../ui/money-and-dates';
import type { AdminListing } from './products-data-provider';

const PER = { hour: 'hour', day: 'day', week: 'week', month: 'month' } as const;

/** "₹650.00", or a loan's "₹50.00 / day". */
export function priceText(listing: AdminListing): string {
  if (listing.rentalRate) return `${formatInr(listing.rentalRate.amount)} / ${PER[listing.rentalRate.duration]}`;
  return listing.price === null ? '—' : formatInr(listing.price);
}

export function TitleCell({ listing }: { listing: AdminListing }) {
  return (
    <Link href={`/product/${listing.id}`} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} sx={{ fontWeight: 600 }}>
      {listing.title}
    </Link>
  );
}

export function SellerCell({ listing }: { listing: AdminListing }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{listing.seller.fullName}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {listing.seller.email}
      </Typography>
    </Box>
  );
}

export function TypeChip({ listing }: { listing: AdminListing }) {
  return <Chip size="small" variant="outlined" label={listing.listingType === 'sell' ? 'Sell' : 'Lend'} />;
}

export function AvailableChip({ listing }: { listing: AdminListing }) {
  if (listing.isExpired && listing.isAvailable) return <Chip size="small" color="warning" label="Expired" />;
  return <Chip size="small" color={listing.isAvailable ? 'success' : 'default'} label={listing.isAvailable ? 'Available' : 'Unavailable'} />;
}

export function CreatedCell({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIndiaDate(iso)}</time>;
}

const CATEGORY_LABELS: Record<string, string> = { 'lab-equipment': 'Lab equipment', 'art-collectibles': 'Art & collectibles' };
export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
