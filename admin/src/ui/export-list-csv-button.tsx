// Export CSV for a react-admin list: every row matching the list's filter (not only the page shown).
import { useState } from 'react';
import { Button, TopToolbar, useDataProvider, useListContext, type RaRecord } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv } from './csv-export';
import { useNotifyFailure } from './use-notify-failure';

/** The API's largest page, and a ceiling so one click cannot pull an unbounded table into the tab. */
const PAGE_SIZE = 100;
const MAX_ROWS = 10_000;

interface ExportListCsvButtonProps<T extends RaRecord> {
  /** The file's name part: thriftz-<name>-<date>.csv. */
  name: string;
  columns: Record<string, (row: T) => unknown>;
  failed: string;
}

export function ExportListCsvButton<T extends RaRecord>({ name, columns, failed }: ExportListCsvButtonProps<T>) {
  const { resource, filterValues, total } = useListContext<T>();
  const dataProvider = useDataProvider();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const rows: T[] = [];
      for (let page = 1; rows.length < MAX_ROWS; page += 1) {
        const { data, total: all } = await dataProvider.getList<T>(resource, {
          filter: filterValues,
          pagination: { page, perPage: PAGE_SIZE },
          sort: { field: 'id', order: 'DESC' },
        });
        rows.push(...data);
        if (data.length < PAGE_SIZE || rows.length >= (all ?? 0)) break;
      }
      downloadCsv(name, rows, columns);
    } catch (error) {
      notifyFailure(error, failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Export CSV" onClick={() => void handleClick()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}

/** A list's top toolbar holding only Export CSV. */
export function ExportCsvToolbar<T extends RaRecord>(props: ExportListCsvButtonProps<T>) {
  return (
    <TopToolbar>
      <ExportListCsvButton<T> {...props} />
    </TopToolbar>
  );
}
