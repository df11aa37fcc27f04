import { DataTable } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { selectFilter } from '../../ui/list-filters';
import { Box, Chip, Typography } from '@mui/material';
import type { SuspensionRecord } from './moderation-api';
import { SUSPENSIONS_RESOURCE } from './moderation-data-provider';
import { formatIndiaTime } from './moderation-format';
import { moderationMessages as m } from './moderation-messages';
import { LiftSuspensionButton } from './lift-suspension-button';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelTable } from '../../ui/responsive-table';

const filters = [
  selectFilter('status', 'Show', 'Running', [
    { id: 'active', name: 'Running' },
    { id: 'all', name: 'All, lifted and ended too' },
  ], { emptyValue: 'active' }),
];

const Col = DataTable.Col<SuspensionRecord>;

function State({ s }: { s: SuspensionRecord }) {
  if (s.active) return <Chip label="Running" size="small" color="error" />;
  if (s.liftedAt) return <Chip label={`Lifted by ${s.liftedBy ?? 'an admin'}`} size="small" />;
  return <Chip label="Ended" size="small" variant="outlined" />;
}

/** Suspensions, newest first; a running one can be lifted. */
export function SuspensionList() {
  return (
    <AdminList<SuspensionRecord>
      resource={SUSPENSIONS_RESOURCE}
      title={m.title}
      filters={filters}
      filterDefaultValues={{ status: 'active' }}
      actions={false}
      disableSyncWithLocation
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      loadFailed={m.loadSuspensionsFailed}
    >
      <PanelTable<SuspensionRecord> sx={{}} empty={<ListEmptyState icon={null} message={m.noSuspensions} />}>
        <Col
          source="user"
          label="User"
          disableSort
          render={(s) => (
            <Box sx={{ minWidth: 140 }}>
              <Typography variant="body2">{s.user.fullName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {s.user.email}
              </Typography>
            </Box>
          )}
        />
        <Col source="reason" label="Reason" disableSort render={(s) => <Box sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{s.reason}</Box>} />
        <Col source="startsAt" label="From" disableSort sx={{ whiteSpace: 'nowrap' }} render={(s) => formatIndiaTime(s.startsAt)} />
        <Col source="endsAt" label="Until" disableSort sx={{ whiteSpace: 'nowrap' }} render={(s) => formatIndiaTime(s.endsAt)} />
        <Col source="createdBy" label="By" disableSort />
        <Col source="active" label="State" disableSort render={(s) => <State s={s} />} />
        <Col source="actions" label="Actions" disableSort render={(s) => <LiftSuspensionButton record={s} />} />
      </PanelTable>
    </AdminList>
  );
}
