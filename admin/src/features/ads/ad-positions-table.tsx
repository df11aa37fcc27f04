import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { getListAdPositionsQueryKey, listAdPositions } from '@thriftz/client/generated/ads/ads';
import { errorMessage, isUnauthenticated } from '../../lib/errors';
import { ActiveChip } from '../../ui/active-toggle-button';
import { ListEmptyState } from '../../ui/list-empty-state';
import { adMessages as m } from './ads-messages';

/** The Ad Positions tab: the places an ad can appear (reference data). */
export function AdPositionsTable() {
  const { data, error, isPending } = useQuery({ queryKey: getListAdPositionsQueryKey(), queryFn: ({ signal }) => listAdPositions({ signal }) });
  if (error && !isUnauthenticated(error)) return <Alert severity="error">{errorMessage(error, m.loadFailed)}</Alert>;
  return (
    <Card variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Ad positions">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Dimensions</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending &&
              [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  {[0, 1, 2, 3].map((cell) => (
                    <TableCell key={cell}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {data?.map((position) => (
              <TableRow key={position._id}>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{position.name}</TableCell>
                <TableCell>{position.description}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{position.dimensions}</TableCell>
                <TableCell>
                  <ActiveChip isActive={position.isActive} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data?.length === 0 && <ListEmptyState message={m.noPositions} />}
    </Card>
  );
}
