import { useListContext } from 'react-admin';
import { exportFinanceTransactions } from '@thriftz/client/generated/finance/finance';
import { csvFileName } from '../../ui/csv-export';
import { toFilterParams } from './finance-data-provider';
import { financeMessages } from './finance-messages';
import { ExportCsvButton } from '../../ui/export-csv-button';

/** 'Export CSV': the transactions matching the list's filter, as the server writes them (streamed there). */
export function ExportTransactionsButton() {
  const { filterValues } = useListContext();
  const download = async () => {
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
  };
  return <ExportCsvButton run={download} success={financeMessages.exported} failed={financeMessages.exportFailed} />;
}
