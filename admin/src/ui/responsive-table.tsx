// A panel's table on wide screens and one card per record below the md breakpoint, with the same
// empty state in both; the table scrolls sideways inside itself rather than the page.
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import type { SxProps, Theme } from '@mui/material';
import { RecordCards, useIsNarrow, type RecordCard } from './record-cards';

interface ResponsiveTableProps<T extends RaRecord> {
  card: (record: T) => RecordCard;
  empty: ReactNode;
  /** The table's columns (DataTable.Col). */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * Scrolls sideways inside itself if it must; long unbroken values (generated e-mails, titles)
 * wrap instead of widening their column and pushing the row's actions off screen.
 */
export const TABLE_SCROLLS = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-rowCell': { overflowWrap: 'anywhere' },
} as const;

export function ResponsiveTable<T extends RaRecord>({ card, empty, children, sx }: ResponsiveTableProps<T>) {
  const narrow = useIsNarrow();
  if (narrow) return <RecordCards<T> card={card} empty={empty} />;
  return (
    <PanelTable<T> empty={empty} sx={sx}>
      {children}
    </PanelTable>
  );
}

/** A panel's table: no row click, no bulk selection, scrolling sideways inside itself (props override). */
export function PanelTable<T extends RaRecord>({ sx = TABLE_SCROLLS, ...props }: DataTableProps<T>) {
  return <DataTable<T> rowClick={false} bulkActionButtons={false} sx={sx} {...props} />;
}
