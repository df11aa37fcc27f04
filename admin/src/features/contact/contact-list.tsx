import { DataTable, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { Box } from '@mui/material';
import { getContactStats, getGetContactStatsQueryKey } from '../../api/generated/admin/admin';
import type { ContactStats } from '../../api/generated/model';
import { formatDateIn, humanize, preview } from '../../ui/en-in-format';
import { ExportListCsvButton } from '../../ui/export-list-csv-button';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelStatCards } from '../../ui/panel-stat-cards';
import { RecordCards, useIsNarrow } from '../../ui/record-cards';
import { ContactStatusChip, PriorityChip } from './contact-chips';
import { ContactDetail } from './contact-detail';
import { contactMessages as m } from './contact-messages';
import { CONTACT_PRIORITIES, CONTACT_STATUSES, type ContactRecord } from './contact-data-provider';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search name, email, subject or message"
    slotProps={{ htmlInput: { 'aria-label': 'Search contact submissions', maxLength: 100 } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All statuses"
    choices={CONTACT_STATUSES.map((status) => ({ id: status, name: humanize(status) }))}
  />,
  <SelectInput
    key="priority"
    source="priority"
    label="Priority"
    alwaysOn
    emptyText="All priorities"
    choices={CONTACT_PRIORITIES.map((priority) => ({ id: priority, name: humanize(priority) }))}
  />,
];

const csvColumns: Record<string, (row: ContactRecord) => unknown> = {
  ID: (r) => r._id,
  Name: (r) => r.name,
  Email: (r) => r.email,
  Subject: (r) => r.subject,
  Message: (r) => r.message,
  Status: (r) => r.status,
  Priority: (r) => r.priority,
  'Submitted at': (r) => r.submittedAt,
  'Admin notes': (r) => r.adminNotes,
  'Replied by': (r) => r.repliedBy,
  'Replied at': (r) => r.repliedAt,
};

function Actions() {
  return (
    <TopToolbar>
      <ExportListCsvButton name="contact-submissions" columns={csvColumns} failed={m.loadFailed} />
    </TopToolbar>
  );
}

const Col = DataTable.Col<ContactRecord>;

/** Contact Forms: eight stat tiles, status filter, the table and each message's detail modal. */
const empty = <ListEmptyState message={m.empty} hint={m.emptyHint} />;

function ContactCards() {
  return (
    <RecordCards<ContactRecord>
      empty={empty}
      card={(r) => ({
        title: r.subject || preview(r.message),
        badges: (
          <>
            <ContactStatusChip status={r.status} />
            <PriorityChip priority={r.priority} />
          </>
        ),
        lines: [`${r.name} · ${r.email}`, formatDateIn(r.submittedAt)],
        actions: <ContactDetail record={r} />,
      })}
    />
  );
}

export function ContactList() {
  const narrow = useIsNarrow();
  return (
    <Box>
      <PanelStatCards<ContactStats>
        queryKey={getGetContactStatsQueryKey()}
        load={(signal) => getContactStats({ signal })}
        failed={m.loadFailed}
        columns={4}
        cards={[
          { label: 'Total', read: (s) => s.total },
          { label: 'New', read: (s) => s.new },
          { label: 'In Progress', read: (s) => s.in_progress },
          { label: 'Replied', read: (s) => s.replied },
          { label: 'Resolved', read: (s) => s.resolved },
          { label: 'Closed', read: (s) => s.closed },
          { label: 'Urgent', read: (s) => s.urgent },
          { label: 'High Priority', read: (s) => s.high },
        ]}
      />
      <AdminList<ContactRecord>
        title="Contact Forms"
        filters={filters}
        actions={<Actions />}
        sort={{ field: 'submittedAt', order: 'DESC' }}
        loadFailed={m.loadFailed}
      >
        {narrow ? <ContactCards /> : <DataTable<ContactRecord>
          rowClick={false}
          bulkActionButtons={false}
          empty={empty}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          <Col source="name" label="Name" disableSort />
          <Col source="email" label="Email" disableSort />
          <Col source="subject" label="Subject" disableSort render={(r) => preview(r.subject || r.message)} />
          <Col source="status" label="Status" disableSort render={(r) => <ContactStatusChip status={r.status} />} />
          <Col source="priority" label="Priority" disableSort render={(r) => <PriorityChip priority={r.priority} />} />
          <Col source="submittedAt" label="Submitted" disableSort sx={{ whiteSpace: 'nowrap' }} render={(r) => formatDateIn(r.submittedAt)} />
          <Col source="actions" label="Actions" disableSort render={(r) => <ContactDetail record={r} />} />
        </DataTable>}
      </AdminList>
    </Box>
  );
}
