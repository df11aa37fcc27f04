import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReportPreview } from '@thriftz/client/generated/model';
import { formatReportCell } from './report-format';
import { reportsMessages } from './reports-messages';
import { ListEmptyState } from '../../ui/list-empty-state';

/** The report's first rows; the table scrolls sideways inside its card on a phone. */
export function ReportTable({ report }: { report: ReportPreview }) {
  if (report.rows.length === 0) {
    return (
      <ListEmptyState icon={null} message={reportsMessages.empty} />
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${report.type} report table`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row, i) => (
            <TableRow key={String(row.id ?? i)} hover>
              {report.columns.map((c) => (
                <TableCell key={c.key} sx={{ whiteSpace: 'nowrap', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {formatReportCell(c.key, row[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
