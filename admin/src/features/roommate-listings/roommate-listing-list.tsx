// The Roommate Finder panel: stat cards, filters, Export CSV, the table (cards on phones) and each
// listing's detail modal.
import { DataTable } from 'react-admin';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HotelIcon from '@mui/icons-material/Hotel';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { getAdminRoommateStats, getGetAdminRoommateStatsQueryKey } from '@thriftz/client/generated/admin/admin';
import type { AdminRoommateStats } from '@thriftz/client/generated/model';
import { ActiveChip } from '../../ui/active-toggle-button';
import { formatDateIn, formatRupees, preview } from '../../ui/en-in-format';
import { ACTIVE_CHOICES, searchFilter, selectFilter } from '../../ui/list-filters';
import { PostActions } from '../../ui/post-moderation';
import { StatsListPanel } from '../../ui/stats-list-panel';
import { roommateListingKind } from './roommate-listing-detail';
import { roommateMessages as m } from './roommate-listings-messages';
import { ACCOMMODATION_LABELS, ACCOMMODATION_TYPES, type RoommateListingRecord } from './roommate-listings-data-provider';
import { TwoLines } from '../../ui/two-lines';

const filters = [
  searchFilter('Search title or description', 'Search roommate listings'),
  selectFilter('status', 'Status', 'All', ACTIVE_CHOICES),
  selectFilter('accommodationType', 'Accommodation', 'All types', ACCOMMODATION_TYPES.map((type) => ({ id: type, name: ACCOMMODATION_LABELS[type] }))),
];

const csvColumns: Record<string, (row: RoommateListingRecord) => unknown> = {
  ID: (r) => r._id,
  Title: (r) => r.title,
  Description: (r) => r.description,
  Accommodation: (r) => r.accommodationType,
  'Budget (INR)': (r) => r.budget,
  'Posted by': (r) => r.postedBy.fullName,
  Email: (r) => r.postedBy.email,
  Contact: (r) => r.contactInfo,
  Active: (r) => (r.isActive ? 'yes' : 'no'),
  'Created at': (r) => r.createdAt,
  'Expires at': (r) => r.expirationDate,
};

const Col = DataTable.Col<RoommateListingRecord>;
const actions = (r: RoommateListingRecord) => <PostActions kind={roommateListingKind} record={r} />;

export function RoommateListingList() {
  return (
    <StatsListPanel<RoommateListingRecord, AdminRoommateStats>
      title="Roommate Finder"
      stats={{
        queryKey: getGetAdminRoommateStatsQueryKey(),
        load: (signal) => getAdminRoommateStats({ signal }),
        failed: m.statsFailed,
        cards: [
          { label: 'Total Listings', read: (s) => s.total, icon: <ListAltIcon /> },
          { label: 'Active', read: (s) => s.active, icon: <CheckCircleIcon /> },
          { label: 'Apartments', read: (s) => s.apartments, icon: <ApartmentIcon /> },
          { label: 'PG/Hostels', read: (s) => s.pgHostels, icon: <HotelIcon /> },
        ],
      }}
      filters={filters}
      filterDefaultValues={{}}
      newestFirst="createdAt"
      csv={{ name: 'roommate-listings', columns: csvColumns }}
      messages={m}
      card={(r) => ({
        title: r.title,
        badges: <ActiveChip isActive={r.isActive} />,
        lines: [
          `${ACCOMMODATION_LABELS[r.accommodationType]} · ${formatRupees(r.budget)} / month`,
          `${r.postedBy.fullName} · ${formatDateIn(r.createdAt)}`,
          preview(r.description),
        ],
        actions: actions(r),
      })}
    >
      <Col source="title" label="Title" disableSort />
      <Col source="description" label="Description" disableSort sx={{ minWidth: 180 }} render={(r) => <span title={r.description}>{preview(r.description)}</span>} />
      {/* Two facts a column (type and budget, poster and day) so Actions stays in view at 1280 px. */}
      <Col
        source="budget"
        label="Type · Budget"
        disableSort
        render={(r) => <TwoLines first={ACCOMMODATION_LABELS[r.accommodationType]} second={`${formatRupees(r.budget)} / month`} />}
      />
      <Col source="postedBy" label="Posted by" disableSort render={(r) => <TwoLines first={r.postedBy.fullName} second={formatDateIn(r.createdAt)} />} />
      <Col source="isActive" label="Status" disableSort render={(r) => <ActiveChip isActive={r.isActive} />} />
      <Col source="actions" label="Actions" disableSort sx={{ whiteSpace: 'nowrap' }} render={actions} />
    </StatsListPanel>
  );
}
