import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { getDownloadAdminReportCsvUrl, useGetAdminReport } from '@thriftz/client/generated/admin-reports/admin-reports';
import type { ReportType } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { formatGeneratedOn } from './report-format';
import { ReportTable } from './report-table';
import { reportsMessages } from './reports-messages';
import { useQueryFailureNotice } from '../../ui/use-notify-failure';

const TABS: { type: ReportType; label: string }[] = [
  { type: 'users', label: 'Users' },
  { type: 'products', label: 'Products' },
  { type: 'orders', label: 'Orders' },
];

/**
 * The Reports panel: a tab per report, its record count, when it was generated, its first rows,
 * and the whole report as a CSV that the browser downloads as the server streams it.
 */
export function ReportsPage() {
  const [type, setType] = useState<ReportType>('users');
  const notify = useNotify();
  const report = useGetAdminReport(type);
  useQueryFailureNotice(report.error, reportsMessages.loadFailed);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={reportsMessages.title} />
      <Card variant="outlined">
        <Tabs value={type} onChange={(_e, value: ReportType) => setType(value)} aria-label="Report type" variant="fullWidth">
          {TABS.map((tab) => (
            <Tab key={tab.type} value={tab.type} label={tab.label} id={`report-tab-${tab.type}`} aria-controls="report-panel" />
          ))}
        </Tabs>
        <CardContent id="report-panel" role="tabpanel" aria-labelledby={`report-tab-${type}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">
                {report.data ? `${report.data.total.toLocaleString('en-IN')} records` : <Skeleton width={120} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {report.data ? `${reportsMessages.generatedOn} ${formatGeneratedOn(report.data.generatedAt)}` : <Skeleton width={200} />}
              </Typography>
            </Box>
            {/* A plain link: the browser saves the file as the server streams it, however big. */}
            <Button
              component="a"
              href={getDownloadAdminReportCsvUrl(type)}
              download
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => notify(reportsMessages.exported, { type: 'success' })}
            >
              {reportsMessages.download}
            </Button>
          </Stack>
          {report.isPending && <Skeleton variant="rounded" height={240} />}
          {report.error && <Alert severity="error">{errorMessage(report.error, reportsMessages.loadFailed)}</Alert>}
          {report.data && (
            <>
              <ReportTable report={report.data} />
              {report.data.total > report.data.rows.length && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {reportsMessages.previewNote(report.data.rows.length, report.data.total)}
                </Typography>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
