import { Alert, Box, Button } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import type { AdminDashboard } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { StatCard, StatCards } from '../../ui/stat-cards';
import { formatCount, formatRupees } from './dashboard-format';
import { dashboardMessages as m } from './dashboard-messages';
import { TrendLine } from './trend-line';

const cards = [
  { key: 'users', label: 'Total Users', icon: <PeopleIcon /> },
  { key: 'products', label: 'Total Products', icon: <Inventory2Icon /> },
  { key: 'miniStores', label: 'Mini Stores', icon: <StorefrontIcon /> },
  { key: 'activeOrders', label: 'Active Orders', icon: <LocalShippingIcon /> },
] as const;

interface DashboardStatsProps {
  /** Undefined while loading (skeletons) or after a failure. */
  data: AdminDashboard | undefined;
  error: unknown;
  onRetry: () => void;
}

/** The four cards with their computed change, then revenue and the other counts. */
export function DashboardStats({ data, error, onRetry }: DashboardStatsProps) {
  const failure = error ? (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    >
      {errorMessage(error, m.loadStatsFailed)}
      {data && ' (the figures below are the last ones loaded)'}
    </Alert>
  ) : null;
  if (failure && !data) return failure;
  return (
    <>
      {failure}
      <StatCards>
        {cards.map(({ key, label, icon }) => (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            value={data && formatCount(data[key].total)}
            hint={data && <TrendLine trend={data[key]} />}
          />
        ))}
      </StatCards>
      <StatCards columns={3}>
        {/* Full width on a phone, so the two counts after it share a row. */}
        <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
          <StatCard
            label="Total Revenue"
            icon={<CurrencyRupeeIcon />}
            value={data && formatRupees(data.totalRevenue)}
            hint="Paid prepaid orders and delivered cash-on-delivery orders"
          />
        </Box>
        <StatCard label="Active Subscriptions" value={data && formatCount(data.activeSubscriptions)} />
        <StatCard label="Store Products" value={data && formatCount(data.storeProducts)} />
      </StatCards>
    </>
  );
}
