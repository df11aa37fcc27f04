import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SettingsIcon from '@mui/icons-material/Settings';
import { listAdminActivity } from '@thriftz/client/generated/admin/admin';
import type { AdminActivity, AdminActivityActorKind } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from './dashboard-format';
import { dashboardMessages as m } from './dashboard-messages';

const PAGE_SIZE = 10;
export const ACTIVITY_QUERY_KEY = ['admin-dashboard', 'activity'] as const;

const actors: Record<AdminActivityActorKind, { label: string; icon: typeof StorefrontIcon }> = {
  admin: { label: 'Admin', icon: AdminPanelSettingsIcon },
  store: { label: 'Store', icon: StorefrontIcon },
  system: { label: 'System', icon: SettingsIcon },
};

function ActivityItem({ entry }: { entry: AdminActivity }) {
  const { label, icon: Icon } = actors[entry.actorKind];
  return (
    <ListItem disableGutters alignItems="flex-start" divider>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar sx={{ bgcolor: entry.actorKind === 'store' ? 'secondary.main' : 'primary.main', width: 36, height: 36 }} aria-hidden>
          <Icon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={entry.summary}
        secondary={
          <>
            {`${entry.actorName} (${label}) · `}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </>
        }
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** The audit log's newest entries, ten at a time. */
export function RecentActivity() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const feed = useInfiniteQuery({
    queryKey: ACTIVITY_QUERY_KEY,
    queryFn: ({ pageParam }) => listAdminActivity({ page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  useEffect(() => {
    if (feed.error) void logoutIfAccessDenied(feed.error);
  }, [feed.error, logoutIfAccessDenied]);

  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-activity-title">
      <CardContent>
        <Typography id="recent-activity-title" variant="h6" component="h2" gutterBottom>
          {m.recentActivity}
        </Typography>
        {feed.isPending && (
          <Box aria-busy="true" aria-label="Loading recent activity">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        )}
        {feed.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
                {m.retry}
              </Button>
            }
          >
            {errorMessage(feed.error, m.loadActivityFailed)}
          </Alert>
        )}
        {feed.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {m.noActivity}
          </Typography>
        )}
        {entries.length > 0 && (
          <List dense aria-label={m.recentActivity}>
            {entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} />
            ))}
          </List>
        )}
        {feed.hasNextPage && (
          <Button variant="outlined" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} sx={{ mt: 1, minHeight: 40 }}>
            {feed.isFetchingNextPage ? 'Loading…' : m.loadMore}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
