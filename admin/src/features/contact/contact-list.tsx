// The Contact Forms panel: eight stat tiles, status and priority filters, Export CSV, the table
// (cards on phones) and each message's detail modal.
import { DataTable } from 'react-admin';
import { Box } from '@mui/material';
import { getContactStats, getGetContactStatsQueryKey } from '../../api/generated/admin/admin';
import type { ContactStats } from '../../api/generated/model';
import { formatDateIn, humanize, preview } from '../../ui/en-in-format';
import { AdminList } from '../../ui/admin-list';
import { ExportCsvToolbar } from '../../ui/export-list-csv-button';
import { searchFilter, selectFilter } from '../../ui/list-filters';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelStatCards } from '../../ui/panel-stat-cards';
import { ResponsiveTable } from '../../ui/responsive-table';
import { ContactStatusChip, PriorityChip } from './contact-chips';
import { ContactDetail } from './contact-detail';
import { contactMessages as m } from './contact-messages';
import { CONTACT_PRIORITIES, CONTACT_STATUSES, type ContactRecord } from './contact-data-provider';

const filters = [
  searchFilter('Search name, email, subject or message', 'Search contact submissions'),
  selectFilter('status', 'Status', 'All statuses', CONTACT_STATUSES.map((status) => ({ id: status, name: humanize(status) }))),
  selectFilter('priority', 'Priority', 'All priorities', CONTACT_PRIORITIES.map((priority) => ({ id: priority, name: humanize(priority) }))),
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

const Col = DataTable.Col<ContactRecord>;

export function ContactList() {
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
        actions={<ExportCsvToolbar name="contact-submissions" columns={csvColumns} failed={m.loadFailed} />}
        sort={{ field: 'submittedAt', order: 'DESC' }}
        loadFailed={m.loadFailed}
      >
        <ResponsiveTable<ContactRecord>
          empty={<ListEmptyState message={m.empty} hint={m.emptyHint} />}
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
        >
          <Col source="name" label="Name" disableSort />
          <Col source="email" label="Email" disableSort />
          <Col source="subject" label="Subject" disableSort render={(r) => preview(r.subject || r.message)} />
          <Col source="status" label="Status" disableSort render={(r) => <ContactStatusChip status={r.status} />} />
          <Col source="priority" label="Priority" disableSort render={(r) => <PriorityChip priority={r.priority} />} />
          <Col source="submittedAt" label="Submitted" disableSort sx={{ whiteSpace: 'nowrap' }} render={(r) => formatDateIn(r.submittedAt)} />
          <Col source="actions" label="Actions" disableSort render={(r) => <ContactDetail record={r} />} />
        </ResponsiveTable>
      </AdminList>
    </Box>
  );
}
