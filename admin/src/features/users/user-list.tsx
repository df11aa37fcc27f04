import { BulkActionsToolbar, DataTable, TopToolbar, useGetIdentity, useListContext } from 'react-admin';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { messages } from '../../lib/messages';
import { BulkChangePlanButton } from './bulk-change-plan-button';
import { BulkDeleteUsersButton, BulkToggleAdminButton } from './bulk-user-buttons';
import { RoleFilterInput } from './role-filter-input';
import { ToggleAdminButton } from './toggle-admin-button';
import { RoleChip, UserIdCell, UserNameCell, VerifiedCell, formatJoined } from './user-cells';
import { type AdminUser } from './users-api';
import { AdminList } from '../../ui/admin-list';
import { searchFilter } from '../../ui/list-filters';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelTable } from '../../ui/responsive-table';

const userFilters = [
  searchFilter('Search by name or email', 'Search users by name or email'),
  <RoleFilterInput key="role" source="role" alwaysOn />,
];

/**
 * The bulk buttons in the list's top toolbar, reachable with nothing selected (they then say
 * 'Please select users first'). Once rows are selected, react-admin's bulk actions bar takes over
 * with the same buttons, so each button exists exactly once on screen.
 */
function UserListActions() {
  const { selectedIds } = useListContext();
  return (
    <TopToolbar>
      {selectedIds.length === 0 && (
        <>
          <BulkChangePlanButton />
          <BulkToggleAdminButton />
          <BulkDeleteUsersButton />
        </>
      )}
    </TopToolbar>
  );
}

/** react-admin's bulk actions bar, mounted only while something is selected. */
function UserBulkActionsToolbar() {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar selectAllButton={false}>
      <BulkChangePlanButton />
      <BulkToggleAdminButton />
      <BulkDeleteUsersButton />
    </BulkActionsToolbar>
  );
}

const bulkButtons = (
  <>
    <BulkChangePlanButton />
    <BulkToggleAdminButton />
    <BulkDeleteUsersButton />
  </>
);

const Col = DataTable.Col<AdminUser>;

/** On a phone, one column says who the user is (name, e-mail, role and plan) beside their action. */
function UserSummaryCell({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <UserNameCell fullName={user.fullName} isSelf={isSelf} />
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <RoleChip isAdmin={user.isAdmin} />
        <Typography variant="caption">{user.planName}</Typography>
      </Stack>
    </Stack>
  );
}

function UsersTable() {
  const { identity } = useGetIdentity();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isPhone) {
    return (
      <PanelTable<AdminUser>
        bulkActionButtons={bulkButtons}
        bulkActionsToolbar={<UserBulkActionsToolbar />}
        empty={<ListEmptyState icon={null} message="No users found." hint="Try another search or role filter." />}
      >
        <Col source="fullName" label="User" disableSort render={(user) => <UserSummaryCell user={user} isSelf={identity?.id === user.id} />} />
        <Col source="actions" label="Actions" disableSort render={(user) => <ToggleAdminButton record={user} />} />
      </PanelTable>
    );
  }
  return (
    <PanelTable<AdminUser>
      bulkActionButtons={bulkButtons}
      bulkActionsToolbar={<UserBulkActionsToolbar />}
      empty={<ListEmptyState icon={null} message="No users found." hint="Try another search or role filter." />}
    >
      <Col source="id" label="ID" disableSort render={(user) => <UserIdCell id={user.id} />} />
      <Col
        source="fullName"
        label="Full name"
        disableSort
        render={(user) => <UserNameCell fullName={user.fullName} isSelf={identity?.id === user.id} />}
      />
      <Col source="email" label="Email" disableSort />
      <Col source="isAdmin" label="Role" disableSort render={(user) => <RoleChip isAdmin={user.isAdmin} />} />
      <Col source="planName" label="Plan" disableSort />
      <Col
        source="emailVerified"
        label="Verified"
        disableSort
        render={(user) => <VerifiedCell verified={user.emailVerified} />}
      />
      <Col
        source="joinedDate"
        label="Joined"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(user) => <time dateTime={user.joinedDate}>{formatJoined(user.joinedDate)}</time>}
      />
      <Col source="actions" label="Actions" disableSort render={(user) => <ToggleAdminButton record={user} />} />
    </PanelTable>
  );
}

/** Users panel: search, role filter, per-row promote/demote, bulk plan change, toggle admin and delete. */
export function UserList() {
  return (
    <AdminList<AdminUser>
      title="User Management"
      filters={userFilters}
      filterDefaultValues={{ role: 'all' }}
      actions={<UserListActions />}
      loadFailed={messages.loadUsersFailed}
    >
      <UsersTable />
    </AdminList>
  );
}
