import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { exportFinanceTransactions } from '../../api/generated/finance/finance';
import { csvFileName } from '../../ui/csv-export';
import { toFilterParams } from './finance-data-provider';
import { financeMessages } from './finance-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** 'Export CSV': the transactions matching the list's filter, as the server writes them (streamed there). */
export function ExportTransactionsButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const filter = toFilterParams(filterValues as { type?: unknown; category?: unknown });
      const csv = await exportFinanceTransactions(filter);
      const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(['finance', filter.type, filter.category].filter(Boolean).join('-'));
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      notify(financeMessages.exported, { type: 'success' });
    } catch (error) {
      notifyFailure(error, financeMessages.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Export CSV" onClick={() => void download()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
