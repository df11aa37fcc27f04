import { DataTable } from 'react-admin';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AdminList } from '../../ui/admin-list';
import { searchFilter, selectFilter } from '../../ui/list-filters';
import { AvailabilitySwitch } from './availability-switch';
import { AvailableChip, CreatedCell, SellerCell, TitleCell, TypeChip, categoryLabel, priceText } from './product-cells';
import { type AdminListing } from './products-data-provider';
import { productsMessages } from './products-messages';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelTable } from '../../ui/responsive-table';

const filters = [
  searchFilter('Search title, description or tags', 'Search products'),
  selectFilter('status', 'Availability', 'All', [
    { id: 'available', name: 'Available' },
    { id: 'unavailable', name: 'Unavailable' },
  ], { emptyValue: 'all' }),
];

const Col = DataTable.Col<AdminListing>;

/** Products panel: every student listing, searchable, filtered by availability, with its toggle. */
export function ProductList() {
  // On a phone: the listing (with its seller, price and status) and the switch, so nothing hides sideways.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList<AdminListing>
      title="Products"
      filters={filters}
      filterDefaultValues={{ status: 'all' }}
      actions={false}
      loadFailed={productsMessages.loadFailed}
    >
      <PanelTable<AdminListing> empty={<ListEmptyState icon={null} message={productsMessages.empty} hint={productsMessages.emptyHint} />}>
        <Col source="title" label={isPhone ? 'Listing' : 'Title'} disableSort render={(l) => (isPhone ? <PhoneListingCell listing={l} /> : <TitleCell listing={l} />)} />
        {!isPhone && <Col source="seller" label="Seller" disableSort render={(l) => <SellerCell listing={l} />} />}
        {!isPhone && <Col source="category" label="Category" disableSort render={(l) => categoryLabel(l.category)} />}
        {!isPhone && <Col source="listingType" label="Type" disableSort render={(l) => <TypeChip listing={l} />} />}
        {!isPhone && <Col source="price" label="Price" disableSort sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} render={priceText} />}
        {!isPhone && <Col source="isAvailable" label="Status" disableSort render={(l) => <AvailableChip listing={l} />} />}
        {!isPhone && <Col source="createdAt" label="Created" disableSort sx={{ whiteSpace: 'nowrap' }} render={(l) => <CreatedCell iso={l.createdAt} />} />}
        <Col source="actions" label="Availability" disableSort render={(l) => <AvailabilitySwitch record={l} />} />
      </PanelTable>
    </AdminList>
  );
}

function PhoneListingCell({ listing }: { listing: AdminListing }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <TitleCell listing={listing} />
      <Typography variant="caption" color="text.secondary">
        {listing.seller.fullName} · {categoryLabel(listing.category)} · {priceText(listing)}
      </Typography>
      <AvailableChip listing={listing} />
    </Stack>
  );
}
