// The shape of the moderation panels (product requests, roommate listings, contact forms): the
// panel's figures, then its filtered list with Export CSV, newest first, a table or phone cards.
import type { ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { Box } from '@mui/material';
import { AdminList } from './admin-list';
import { ExportCsvToolbar } from './export-list-csv-button';
import { ListEmptyState } from './list-empty-state';
import { PanelStatCards, type PanelStatCardsProps } from './panel-stat-cards';
import type { RecordCard } from './record-cards';
import { ResponsiveTable } from './responsive-table';

interface StatsListPanelProps<T extends RaRecord, S> {
  title: string;
  stats: PanelStatCardsProps<S>;
  filters: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  /** The field the API sorts newest first by. */
  newestFirst: string;
  csv: { name: string; columns: Record<string, (row: T) => unknown> };
  messages: { loadFailed: string; empty: string; emptyHint: string };
  card: (record: T) => RecordCard;
  /** The table's columns. */
  children: ReactNode;
}

export function StatsListPanel<T extends RaRecord, S>({ title, stats, filters, filterDefaultValues, newestFirst, csv, messages, card, children }: StatsListPanelProps<T, S>) {
  return (
    <Box>
      <PanelStatCards<S> {...stats} />
      <AdminList<T>
        title={title}
        filters={filters}
        filterDefaultValues={filterDefaultValues}
        actions={<ExportCsvToolbar<T> name={csv.name} columns={csv.columns} failed={messages.loadFailed} />}
        sort={{ field: newestFirst, order: 'DESC' }}
        loadFailed={messages.loadFailed}
      >
        <ResponsiveTable<T> empty={<ListEmptyState message={messages.empty} hint={messages.emptyHint} />} card={card}>
          {children}
        </ResponsiveTable>
      </AdminList>
    </Box>
  );
}
