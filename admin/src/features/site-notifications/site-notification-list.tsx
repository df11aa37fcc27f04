import { CreateButton, DataTable, DeleteWithConfirmButton, EditButton, TopToolbar, useNotify } from 'react-admin';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { ActiveSwitch } from './active-switch';
import { PriorityChip, TypeChip } from './notification-chips';
import { formatWhen } from './notification-format';
import type { SiteNotification } from './site-notifications-api';
import { notificationMessages } from './site-notifications-messages';
import { AdminList } from '../../ui/admin-list';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { ListEmptyState } from '../../ui/list-empty-state';
import { CardStack } from '../../ui/record-cards';
import { PanelTable } from '../../ui/responsive-table';

const noNotifications = (
  <ListEmptyState
    icon={<CampaignIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />}
    message={notificationMessages.empty}
    hint={notificationMessages.emptyHint}
    action={<CreateButton label="Create Notification" variant="contained" />}
  />
);

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Create Notification" />
    </TopToolbar>
  );
}

function NotificationText({ record }: { record: SiteNotification }) {
  return (
    <Box sx={{ minWidth: 200, maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          title={`${record.backgroundColor} on ${record.textColor}`}
          sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: record.backgroundColor, border: '1px solid', borderColor: 'divider', flexShrink: 0 }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {record.title || 'Untitled'}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
        {record.message}
      </Typography>
    </Box>
  );
}

function Schedule({ record }: { record: SiteNotification }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap', fontSize: '0.8125rem' }}>
      <div>From {formatWhen(record.startDate, 'now')}</div>
      <div>Until {formatWhen(record.endDate, 'deactivated')}</div>
    </Box>
  );
}

const pagesOf = (record: SiteNotification) => (record.showOnAllPages ? 'All pages' : record.showOnHomePage ? 'Home page' : 'Nowhere');

function RowActions({ record }: { record: SiteNotification }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      <EditButton record={record} />
      <DeleteWithConfirmButton
        record={record}
        mutationMode="pessimistic"
        confirmTitle={notificationMessages.confirmDeleteTitle}
        confirmContent={notificationMessages.confirmDeleteContent}
        mutationOptions={{
          onSuccess: () => notify(notificationMessages.deleted, { type: 'success' }),
          onError: (error: unknown) => {
            notifyFailure(error, notificationMessages.deleteFailed);
          },
        }}
        redirect={false}
      />
    </Stack>
  );
}

const Col = DataTable.Col<SiteNotification>;

/** On phones, one card per notification: the same facts and actions, nothing to scroll sideways. */
function NotificationCards() {
  return (
    <CardStack<SiteNotification> empty={noNotifications} skeletonHeight={150}>
      {(record) => (
        <Card key={record.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <NotificationText record={record} />
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
              <PriorityChip priority={record.priority} />
              <TypeChip type={record.type} />
              <Typography variant="body2" color="text.secondary">
                {pagesOf(record)}
              </Typography>
            </Stack>
            <Box sx={{ mt: 1 }}>
              <Schedule record={record} />
            </Box>
            <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <ActiveSwitch record={record} />
                <Typography variant="body2">{record.isActive ? 'Active' : 'Inactive'}</Typography>
              </Stack>
              <RowActions record={record} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </CardStack>
  );
}

function NotificationsView() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isXSmall) return <NotificationCards />;
  return (
    <PanelTable<SiteNotification>
    >
      <Col source="title" label="Notification" disableSort render={(record) => <NotificationText record={record} />} />
      <Col source="priority" label="Priority" disableSort render={(record) => <PriorityChip priority={record.priority} />} />
      <Col source="type" label="Type" disableSort render={(record) => <TypeChip type={record.type} />} />
      <Col source="showOnAllPages" label="Shown on" disableSort sx={{ whiteSpace: 'nowrap' }} render={pagesOf} />
      <Col source="isActive" label="Active" disableSort render={(record) => <ActiveSwitch record={record} />} />
      <Col source="startDate" label="Schedule" disableSort render={(record) => <Schedule record={record} />} />
      <Col source="id" label="Actions" disableSort render={(record) => <RowActions record={record} />} />
    </PanelTable>
  );
}

/** Site Notifications panel: every notification by priority then newest, with create, edit, (de)activate and delete. */
export function SiteNotificationList() {
  return (
    <AdminList<SiteNotification>
      title="Site Notifications"
      actions={<ListActions />}
      empty={noNotifications}
      loadFailed={notificationMessages.loadFailed}
    >
      <NotificationsView />
    </AdminList>
  );
}
