// The Product Requests panel: stat cards, filters (categories too), Export CSV, the table (cards on
// phones) and each request's detail modal.
import { DataTable } from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { getAdminItemRequestStats, getGetAdminItemRequestStatsQueryKey } from '@thriftz/client/generated/admin/admin';
import type { AdminItemRequestStats } from '@thriftz/client/generated/model';
import { ActiveChip } from '../../ui/active-toggle-button';
import { formatDateIn, humanize, preview } from '../../ui/en-in-format';
import { ACTIVE_CHOICES, searchFilter, selectFilter } from '../../ui/list-filters';
import { PostActions } from '../../ui/post-moderation';
import { StatsListPanel } from '../../ui/stats-list-panel';
import { productRequestKind, requesterOf } from './product-request-detail';
import { requestMessages as m } from './product-requests-messages';
import { REQUEST_CATEGORIES, REQUEST_TYPES, type ProductRequestRecord } from './product-requests-data-provider';

const filters = [
  searchFilter('Search title, description or tags', 'Search product requests'),
  selectFilter('status', 'Status', 'All', ACTIVE_CHOICES),
  selectFilter('requestType', 'Request type', 'Buy and rent', REQUEST_TYPES.map((type) => ({ id: type, name: humanize(type) }))),
  selectFilter('category', 'Category', 'All categories', REQUEST_CATEGORIES.map((category) => ({ id: category, name: humanize(category) }))),
];

const csvColumns: Record<string, (row: ProductRequestRecord) => unknown> = {
  ID: (r) => r._id,
  Title: (r) => r.title,
  Description: (r) => r.description,
  Category: (r) => r.category,
  'Request type': (r) => r.requestType,
  'Price range': (r) => r.priceRange,
  Condition: (r) => r.condition,
  Tags: (r) => r.tags.join(' '),
  'Requested by': (r) => r.requestedBy.fullName,
  Email: (r) => r.requestedBy.email,
  Anonymous: (r) => (r.isAnonymous ? 'yes' : 'no'),
  Active: (r) => (r.isActive ? 'yes' : 'no'),
  'Created at': (r) => r.createdAt,
  'Expires at': (r) => r.expirationDate,
};

const Col = DataTable.Col<ProductRequestRecord>;
const actions = (r: ProductRequestRecord) => <PostActions kind={productRequestKind} record={r} />;

export function ProductRequestList() {
  return (
    <StatsListPanel<ProductRequestRecord, AdminItemRequestStats>
      title="Product Requests"
      stats={{
        queryKey: getGetAdminItemRequestStatsQueryKey(),
        load: (signal) => getAdminItemRequestStats({ signal }),
        failed: m.loadFailed,
        cards: [
          { label: 'Total Requests', read: (s) => s.total, icon: <ListAltIcon /> },
          { label: 'Active', read: (s) => s.active, icon: <CheckCircleIcon /> },
          { label: 'Buy Requests', read: (s) => s.buyRequests, icon: <ShoppingCartIcon /> },
          { label: 'Rent Requests', read: (s) => s.rentRequests, icon: <ScheduleIcon /> },
        ],
      }}
      filters={filters}
      newestFirst="createdAt"
      csv={{ name: 'product-requests', columns: csvColumns }}
      messages={m}
      card={(r) => ({
        title: r.title,
        badges: <ActiveChip isActive={r.isActive} />,
        lines: [`${humanize(r.requestType)} · ${humanize(r.category)}`, `${requesterOf(r)} · ${formatDateIn(r.createdAt)}`, preview(r.description)],
        actions: actions(r),
      })}
    >
      <Col source="title" label="Title" disableSort />
      <Col source="description" label="Description" disableSort sx={{ minWidth: 200 }} render={(r) => <span title={r.description}>{preview(r.description)}</span>} />
      <Col source="category" label="Category" disableSort render={(r) => humanize(r.category)} />
      <Col source="requestType" label="Type" disableSort render={(r) => humanize(r.requestType)} />
      <Col source="requestedBy" label="Requested by" disableSort render={requesterOf} />
      <Col source="isActive" label="Status" disableSort render={(r) => <ActiveChip isActive={r.isActive} />} />
      <Col source="createdAt" label="Posted" disableSort sx={{ whiteSpace: 'nowrap' }} render={(r) => formatDateIn(r.createdAt)} />
      <Col source="actions" label="Actions" disableSort sx={{ whiteSpace: 'nowrap' }} render={actions} />
    </StatsListPanel>
  );
}
