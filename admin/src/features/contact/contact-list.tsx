// The Contact Forms panel: eight stat tiles, status and priority filters, Export CSV, the table
// (cards on phones) and each message's detail modal.
import { DataTable } from 'react-admin';
import { getContactStats, getGetContactStatsQueryKey } from '@thriftz/client/generated/admin/admin';
import type { ContactStats } from '@thriftz/client/generated/model';
import { formatDateIn, humanize, preview } from '../../ui/en-in-format';
import { searchFilter, selectFilter } from '../../ui/list-filters';
import { StatsListPanel } from '../../ui/stats-list-panel';
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
    <StatsListPanel<ContactRecord, ContactStats>
      title="Contact Forms"
      stats={{
        queryKey: getGetContactStatsQueryKey(),
        load: (signal) => getContactStats({ signal }),
        failed: m.loadFailed,
        columns: 4,
        cards: [
          { label: 'Total', read: (s) => s.total },
          { label: 'New', read: (s) => s.new },
          { label: 'In Progress', read: (s) => s.in_progress },
          { label: 'Replied', read: (s) => s.replied },
          { label: 'Resolved', read: (s) => s.resolved },
          { label: 'Closed', read: (s) => s.closed },
          { label: 'Urgent', read: (s) => s.urgent },
          { label: 'High Priority', read: (s) => s.high },
        ],
      }}
      filters={filters}
      newestFirst="submittedAt"
      csv={{ name: 'contact-submissions', columns: csvColumns }}
      messages={m}
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
    </StatsListPanel>
  );
}
