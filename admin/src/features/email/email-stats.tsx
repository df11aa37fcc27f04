import { Alert, Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import PeopleIcon from '@mui/icons-material/People';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import CategoryIcon from '@mui/icons-material/Category';
import { useGetEmailStats } from '@thriftz/client/generated/email/email';
import { errorMessage } from '../../lib/errors';
import { StatCard, StatCards } from '../../ui/stat-cards';
import { useQueryFailureNotice } from '../../ui/use-notify-failure';
import { emailMessages } from './email-messages';

const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('en-IN'));

export function EmailStats() {
  const stats = useGetEmailStats();
  useQueryFailureNotice(stats.error, emailMessages.loadStatsFailed, { serverDetail: false });

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<RefreshIcon />} onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          {emailMessages.refreshStats}
        </Button>
      </Stack>
      {stats.error && <Alert severity="error">{errorMessage(stats.error, emailMessages.loadStatsFailed)}</Alert>}
      <StatCards columns={3}>
        <StatCard label="Total Users" value={stats.error ? '—' : count(stats.data?.totalUsers)} icon={<PeopleIcon />} />
        <StatCard
          label="Subscribers"
          value={stats.error ? '—' : count(stats.data?.subscribers)}
          hint="Confirmed, not unsubscribed"
          icon={<MarkEmailReadIcon />}
        />
        <StatCard label="Email Types" value={stats.error ? '—' : count(stats.data?.emailTypes.length)} icon={<CategoryIcon />} />
      </StatCards>
    </>
  );
}
