import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useLogoutIfAccessDenied } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useGetAdminDashboard } from '@thriftz/client/generated/admin/admin';
import { formatTime } from './dashboard-format';
import { dashboardMessages as m } from './dashboard-messages';
import { DashboardStats } from './dashboard-stats';
import { QuickActions } from './quick-actions';
import { ACTIVITY_QUERY_KEY, RecentActivity } from './recent-activity';

/** react-admin's dashboard (#/): the marketplace's figures, quick actions and recent activity. */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const stats = useGetAdminDashboard();
  useEffect(() => {
    if (stats.error) void logoutIfAccessDenied(stats.error);
  }, [stats.error, logoutIfAccessDenied]);

  const refresh = () => {
    void stats.refetch();
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={m.title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {m.title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {m.lastUpdated}:{' '}
            {stats.data ? <time dateTime={stats.data.generatedAt}>{formatTime(stats.data.generatedAt)}</time> : '…'}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={refresh}
            disabled={stats.isFetching}
            // The app bar has its own Refresh (every query); this one names what it refreshes.
            aria-label={m.refreshDashboard}
            sx={{ minHeight: 40 }}
          >
            {m.refresh}
          </Button>
        </Stack>
      </Stack>
      <DashboardStats data={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {/* Quick actions first on a phone, beside the feed on a wide screen. */}
        <Box sx={{ order: { md: 2 } }}>
          <QuickActions />
        </Box>
        <RecentActivity />
      </Box>
    </Box>
  );
}
