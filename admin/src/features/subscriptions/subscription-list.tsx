import { DataTable } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { searchFilter, selectFilter } from '../../ui/list-filters';
import { Box, Card, CardContent, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { StatusSelect } from './status-select';
import { STATUS_CHOICES, type UserSubscription } from './subscriptions-api';
import { subscriptionMessages } from './subscriptions-messages';
import { ListEmptyState } from '../../ui/list-empty-state';
import { CardStack } from '../../ui/record-cards';
import { PanelTable } from '../../ui/responsive-table';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const formatDay = (iso: string) => day.format(new Date(iso));

const filters = [
  searchFilter('Search by user or plan', 'Search subscriptions by user name, email or plan'),
  selectFilter('status', 'Status', 'All statuses', STATUS_CHOICES, { sx: { minWidth: 160 } }),
];

const noSubscriptions = <ListEmptyState icon={null} message={subscriptionMessages.empty} hint={subscriptionMessages.emptyHint} />;

function UserCell({ record }: { record: UserSubscription }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.user.fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {record.user.email}
      </Typography>
    </Box>
  );
}

const Col = DataTable.Col<UserSubscription>;

const CurrentChip = ({ record }: { record: UserSubscription }) =>
  record.isCurrent ? <Chip size="small" color="primary" label="Current" /> : null;

/** On phones, one card per subscription, the status select in reach of a thumb. */
function SubscriptionCards() {
  return (
    <CardStack<UserSubscription> empty={noSubscriptions} skeletonHeight={140}>
      {(record) => (
        <Card key={record.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <UserCell record={record} />
              <CurrentChip record={record} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {record.plan.name} · {formatDay(record.startDate)} to {formatDay(record.endDate)} · Auto-renew {record.autoRenew ? 'on' : 'off'}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <StatusSelect record={record} />
            </Box>
          </CardContent>
        </Card>
      )}
    </CardStack>
  );
}

function SubscriptionsView() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isXSmall) return <SubscriptionCards />;
  return (
    <PanelTable<UserSubscription>
            empty={noSubscriptions}
    >
      <Col source="user.fullName" label="User" disableSort render={(record) => <UserCell record={record} />} />
      <Col source="plan.name" label="Plan" disableSort />
      <Col source="status" label="Status" disableSort render={(record) => <StatusSelect record={record} />} />
      <Col source="startDate" label="Start" disableSort sx={{ whiteSpace: 'nowrap' }} render={(record) => formatDay(record.startDate)} />
      <Col source="endDate" label="End" disableSort sx={{ whiteSpace: 'nowrap' }} render={(record) => formatDay(record.endDate)} />
      <Col source="autoRenew" label="Auto-renew" disableSort render={(record) => (record.autoRenew ? 'Yes' : 'No')} />
      <Col source="isCurrent" label="Current" disableSort render={(record) => <CurrentChip record={record} />} />
    </PanelTable>
  );
}

/** Subscriptions panel: every user subscription with user and plan; status set per row. */
export function SubscriptionList() {
  return (
    <AdminList<UserSubscription>
      title="Subscriptions"
      filters={filters}
      actions={false}
      loadFailed={subscriptionMessages.loadFailed}
    >
      <SubscriptionsView />
    </AdminList>
  );
}
