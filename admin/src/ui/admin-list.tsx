// The list every panel shows: 25 rows a page, the page sizes the spec offers, no react-admin empty
// page (the table shows its own empty state), and the panel's own "Failed to load …" toast.
import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, type ListProps, type RaRecord } from 'react-admin';
import { useNotifyFailure } from './use-notify-failure';

/** The page sizes a panel offers; the API answers at most 100 rows a page. */
export const PAGE_SIZES = [10, 25, 50, 100];

export interface AdminListProps<T extends RaRecord> extends Omit<ListProps<T>, 'queryOptions' | 'pagination' | 'children'> {
  /** The panel's text for a failed load, shown as it is (not the server's detail). */
  loadFailed: string;
  children: ReactNode;
}

export function AdminList<T extends RaRecord>({ loadFailed, empty = false, perPage = 25, children, ...rest }: AdminListProps<T>): ReactElement {
  const notifyFailure = useNotifyFailure();
  return (
    <List<T>
      perPage={perPage}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={empty}
      queryOptions={{ onError: (error: unknown) => notifyFailure(error, loadFailed, { serverDetail: false }) }}
      {...rest}
    >
      {children}
    </List>
  );
}
