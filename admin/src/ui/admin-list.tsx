// The list every panel shows: 25 rows a page, the page sizes the spec offers, no react-admin empty
// page (the table shows its own empty state), and the panel's own "Failed to load …" toast. A
// failed load shows an error with Retry in place of the table, and no pager: never the empty
// state, which would say there is nothing when the list could not be read.
import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, useListContext, type ListProps, type RaRecord } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotifyFailure } from './use-notify-failure';

/** The page sizes a panel offers; the API answers at most 100 rows a page. */
export const PAGE_SIZES = [10, 25, 50, 100];

export interface AdminListProps<T extends RaRecord> extends Omit<ListProps<T>, 'queryOptions' | 'pagination' | 'children'> {
  /** The panel's text for a failed load, shown as it is (not the server's detail). */
  loadFailed: string;
  /** False for a short list the API answers whole (no pager); paged by default. */
  paged?: boolean;
  children: ReactNode;
}

/** The pager, absent while the list has failed to load (its figures would be stale or made up). */
function AdminPagination() {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination rowsPerPageOptions={PAGE_SIZES} />;
}

/** In place of the table when the list could not be loaded: the panel's message and Retry. */
export function ListLoadError({ message }: { message: string }) {
  const { refetch, isFetching } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      >
        {message.replace(/\.$/, '')}. Please try again.
      </Alert>
    </Box>
  );
}

export function AdminList<T extends RaRecord>({ loadFailed, empty = false, perPage = 25, paged = true, children, ...rest }: AdminListProps<T>): ReactElement {
  const notifyFailure = useNotifyFailure();
  return (
    <List<T>
      perPage={perPage}
      pagination={paged ? <AdminPagination /> : false}
      empty={empty}
      error={<ListLoadError message={loadFailed} />}
      queryOptions={{ onError: (error: unknown) => notifyFailure(error, loadFailed, { serverDetail: false }) }}
      {...rest}
    >
      {children}
    </List>
  );
}
