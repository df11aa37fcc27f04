import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { exportFinanceTransactions } from '../../api/generated/finance/finance';
import { errorMessage, isUnauthenticated } from '../../errors';
import { csvFileName } from '../../ui/csv-export';
import { toFilterParams } from './finance-data-provider';
import { financeMessages } from './finance-messages';

/** 'Export CSV': the transactions matching the list's filter, as the server writes them (streamed there). */
export function ExportTransactionsButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
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
      if (!isUnauthenticated(error)) notify(errorMessage(error, financeMessages.exportFailed), { type: 'error' });
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
