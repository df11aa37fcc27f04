// The delete confirmation's account of what goes with the users: the server's counts of every
// row the deletion removes with the accounts (listings, requests, roommate posts, stores and their
// products, chats and their messages, wishlist, payments, subscriptions) and the orders it keeps.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { getUsersDeletionSummary } from '@thriftz/client/generated/admin/admin';
import type { UserDeletionSummary } from '@thriftz/client/generated/model';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The lines of what is deleted, in the order an admin cares about; zero counts left out. */
export function deletedLines(s: UserDeletionSummary): string[] {
  const lines: [number, string][] = [
    [s.listings, plural(s.listings, 'listing')],
    [s.requests, plural(s.requests, 'item request')],
    [s.roommatePosts, plural(s.roommatePosts, 'roommate post')],
    [s.stores, `${plural(s.stores, 'mini store')} with ${plural(s.storeProducts, 'product')}`],
    [s.conversations, `${plural(s.conversations, 'chat')} with ${plural(s.messages, 'message')} (for the other side too)`],
    [s.wishlistItems, plural(s.wishlistItems, 'wishlist item')],
    [s.payments, plural(s.payments, 'payment record')],
    [s.subscriptions, plural(s.subscriptions, 'subscription')],
  ];
  return lines.filter(([n]) => n > 0).map(([, text]) => text);
}

export function DeletionSummary({ ids, message }: { ids: string[]; message: string }) {
  const summary = useQuery({
    queryKey: ['users-deletion-summary', ids],
    queryFn: ({ signal }) => getUsersDeletionSummary({ ids }, { signal }),
    enabled: ids.length > 0,
    staleTime: 0,
  });
  const lines = summary.data ? deletedLines(summary.data) : [];
  return (
    <Box aria-live="polite">
      <Typography>{message}</Typography>
      {summary.isPending && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Counting what is deleted with {ids.length === 1 ? 'this account' : 'these accounts'}…</Typography>
        </Box>
      )}
      {summary.isError && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Could not count what is deleted with {ids.length === 1 ? 'this account' : 'these accounts'}. Everything they posted goes with them.
        </Alert>
      )}
      {summary.data && (
        <Box sx={{ mt: 2 }} data-testid="deletion-summary">
          {lines.length === 0 ? (
            <Typography variant="body2">Nothing else is deleted with {ids.length === 1 ? 'this account' : 'these accounts'}.</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Also deleted, for good:
              </Typography>
              <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
                {lines.map((line) => (
                  <ListItem key={line} sx={{ display: 'list-item', py: 0 }}>
                    {line}
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {summary.data.keptOrders > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Kept: {plural(summary.data.keptOrders, 'store order')} they placed or their stores received, without the account.
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
