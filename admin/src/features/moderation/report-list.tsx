import { DataTable } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { selectFilter } from '../../ui/list-filters';
import { ITEM_TYPE_CHOICES, REPORT_STATUS_CHOICES, type ReportRecord } from './moderation-api';
import { REPORTS_RESOURCE } from './moderation-data-provider';
import { moderationMessages as m } from './moderation-messages';
import { ReportActions } from './report-actions';
import { AgeCell, ReasonCell, ReporterCell, StatusCell, TargetCell } from './report-cells';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelTable } from '../../ui/responsive-table';

const filters = [
  selectFilter('status', 'Status', 'Open', REPORT_STATUS_CHOICES, { emptyValue: 'open' }),
  selectFilter('itemType', 'Reported', 'Everything', ITEM_TYPE_CHOICES),
];

const Col = DataTable.Col<ReportRecord>;

/** The reports queue: open first, oldest first (the server's order), with the three actions. */
export function ReportList() {
  return (
    <AdminList<ReportRecord>
      resource={REPORTS_RESOURCE}
      title={m.title}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      actions={false}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      loadFailed={m.loadReportsFailed}
    >
      <PanelTable<ReportRecord> sx={{}} empty={<ListEmptyState icon={null} message={m.noReports} hint={m.noReportsHint} />}>
        <Col source="createdAt" label="Reported" disableSort render={(r) => <AgeCell createdAt={r.createdAt} />} />
        <Col source="target" label="Reported item or person" disableSort render={(r) => <TargetCell report={r} />} />
        <Col source="reason" label="Reason" disableSort render={(r) => <ReasonCell report={r} />} />
        <Col source="reporter" label="Reporter" disableSort render={(r) => <ReporterCell report={r} />} />
        <Col source="status" label="Status" disableSort render={(r) => <StatusCell report={r} />} />
        <Col source="actions" label="Actions" disableSort render={(r) => <ReportActions report={r} />} />
      </PanelTable>
    </AdminList>
  );
}
