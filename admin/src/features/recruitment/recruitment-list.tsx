import { useState } from 'react';
import { BulkActionsToolbar, DataTable, TopToolbar, useListContext } from 'react-admin';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { ApplicationDialog } from './application-dialog';
import { BulkDeleteApplicationsButton } from './bulk-delete-applications-button';
import { ExportApplicationsButton } from './export-applications-button';
import { type ApplicationRecord } from './recruitment-api';
import { formatDateTime, STATUS_LABELS, STATUSES, TYPE_LABELS } from './recruitment-labels';
import { recruitmentMessages } from './recruitment-messages';
import { RecruitmentStats } from './recruitment-stats';
import { StatusChip } from './status-chip';
import { AdminList } from '../../ui/admin-list';
import { selectFilter } from '../../ui/list-filters';
import { ListEmptyState } from '../../ui/list-empty-state';

const statusChoices = [{ id: 'all', name: 'All statuses' }, ...STATUSES.map((s) => ({ id: s, name: STATUS_LABELS[s] }))];

const filters = [selectFilter('status', 'Status', 'All statuses', statusChoices, { sx: { minWidth: 200 } })];

/** The toolbar's buttons; with rows selected the bulk bar shows Delete Selected instead. */
function ListActions() {
  const { selectedIds } = useListContext();
  return (
    <TopToolbar>
      {selectedIds.length === 0 && <BulkDeleteApplicationsButton />}
      <ExportApplicationsButton />
    </TopToolbar>
  );
}

function ApplicationsBulkToolbar() {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar selectAllButton={false}>
      <BulkDeleteApplicationsButton />
    </BulkActionsToolbar>
  );
}

const Col = DataTable.Col<ApplicationRecord>;

function ApplicationsTable({ onOpen }: { onOpen: (application: ApplicationRecord) => void }) {
  // On a phone: the applicant (with position and status) and View, so nothing hides sideways.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <DataTable<ApplicationRecord>
      rowClick={(_id, _resource, record) => {
        onOpen(record);
        return false;
      }}
      bulkActionButtons={<BulkDeleteApplicationsButton />}
      bulkActionsToolbar={<ApplicationsBulkToolbar />}
      empty={<ListEmptyState icon={<AssignmentIndIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />} message={recruitmentMessages.empty} hint={recruitmentMessages.emptyHint} />}
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col
        source="personalInfo.fullName"
        label="Applicant"
        disableSort
        render={(a) => (
          <Box sx={{ minWidth: isPhone ? 0 : 160 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {a.personalInfo.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {a.personalInfo.email}
            </Typography>
            {isPhone && (
              <Box sx={{ mt: 0.5 }}>
                <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
                  {a.positionTitle}
                </Typography>
                <StatusChip status={a.status} />
              </Box>
            )}
          </Box>
        )}
      />
      {!isPhone && <Col source="position" label="Position" disableSort render={(a) => a.positionTitle} />}
      {!isPhone && <Col source="applicationType" label="Type" disableSort render={(a) => TYPE_LABELS[a.applicationType]} />}
      {!isPhone && <Col source="status" label="Status" disableSort render={(a) => <StatusChip status={a.status} />} />}
      {!isPhone && (
        <Col
          source="submittedAt"
          label="Submitted"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(a) => <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt)}</time>}
        />
      )}
      <Col
        source="actions"
        label="Details"
        disableSort
        render={(a) => (
          <Button
            size="small"
            aria-label={`View the application of ${a.personalInfo.fullName}`}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(a);
            }}
          >
            View
          </Button>
        )}
      />
    </DataTable>
  );
}

/** The Recruitment panel (spec 3, 2.3): figures, status filter, table, bulk delete, Export CSV and the detail modal. */
export function RecruitmentList() {
  // The opened application is kept here, not looked up in the page: a status change can move it
  // out of the filtered list while its modal stays open.
  const [opened, setOpened] = useState<ApplicationRecord | null>(null);
  return (
    <Box>
      <RecruitmentStats />
      <AdminList<ApplicationRecord>
        title="Recruitment"
        filters={filters}
        filterDefaultValues={{ status: 'all' }}
        actions={<ListActions />}
        loadFailed={recruitmentMessages.fetchFailed}
      >
        <ApplicationsTable onOpen={setOpened} />
      </AdminList>
      {opened && <ApplicationDialog application={opened} onChanged={setOpened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
