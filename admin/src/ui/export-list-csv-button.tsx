// Export CSV for a react-admin list: every row matching the list's filter (not only the page shown).
import { TopToolbar, useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { downloadCsv } from './csv-export';
import { ExportCsvButton } from './export-csv-button';

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

  const run = async () => {
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
  };
  return <ExportCsvButton run={run} failed={failed} disabled={total === 0} />;
}

/** A list's top toolbar holding only Export CSV. */
export function ExportCsvToolbar<T extends RaRecord>(props: ExportListCsvButtonProps<T>) {
  return (
    <TopToolbar>
      <ExportListCsvButton<T> {...props} />
    </TopToolbar>
  );
}
