import { useState } from 'react';
import { DataTable, Title, TopToolbar } from 'react-admin';
import { Box, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { getAdStats, getGetAdStatsQueryKey } from '@thriftz/client/generated/ads/ads';
import type { AdStats } from '@thriftz/client/generated/model';
import { ActiveChip } from '../../ui/active-toggle-button';
import { AdminList } from '../../ui/admin-list';
import { formatDateIn, humanize } from '../../ui/en-in-format';
import { ExportListCsvButton } from '../../ui/export-list-csv-button';
import { ACTIVE_CHOICES, selectFilter } from '../../ui/list-filters';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelStatCards } from '../../ui/panel-stat-cards';
import { ResponsiveTable } from '../../ui/responsive-table';
import { AdFormDialog } from './ad-form-dialog';
import { AdPositionsTable } from './ad-positions-table';
import { AdRowActions } from './ad-row-actions';
import { adMessages as m } from './ads-messages';
import type { AdRecord } from './ads-data-provider';
import { LabelledButton } from '../../ui/labelled-button';

/** The positions the seed and the student app share (reference data). */
const POSITION_NAMES = ['homepage-hero', 'product-listing', 'sidebar', 'header', 'footer'];

const filters = [
  selectFilter('status', 'Status', 'All', ACTIVE_CHOICES),
  selectFilter('position', 'Position', 'All positions', POSITION_NAMES.map((name) => ({ id: name, name }))),
];

const csvColumns: Record<string, (row: AdRecord) => unknown> = {
  ID: (r) => r._id,
  Title: (r) => r.title,
  Description: (r) => r.description,
  Type: (r) => r.type,
  Position: (r) => r.position.name,
  Active: (r) => (r.isActive ? 'yes' : 'no'),
  'Start date': (r) => r.startDate,
  'End date': (r) => r.endDate,
  'Image URL': (r) => r.imageUrl,
  'Link URL': (r) => r.linkUrl,
  'Created at': (r) => r.createdAt,
};

function Actions() {
  const [creating, setCreating] = useState(false);
  return (
    <TopToolbar>
      <LabelledButton label="Create New Ad" variant="contained" onClick={() => setCreating(true)}>
        <AddIcon />
      </LabelledButton>
      <ExportListCsvButton name="ads" columns={csvColumns} failed={m.loadFailed} />
      {creating && <AdFormDialog open onClose={() => setCreating(false)} />}
    </TopToolbar>
  );
}

function AdThumb({ ad }: { ad: AdRecord }) {
  if (!ad.imageUrl) return <Box sx={{ width: 64, height: 36, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden />;
  return <img src={ad.imageUrl} alt="" width={64} height={36} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />;
}

/** When the ad shows: always, or its date window (marked when it is over or yet to come). */
function runsOf(ad: AdRecord): string {
  if (!ad.startDate && !ad.endDate) return 'Always';
  const window = `${formatDateIn(ad.startDate) || '…'} – ${formatDateIn(ad.endDate) || '…'}`;
  const now = Date.now();
  if (ad.endDate && Date.parse(ad.endDate) <= now) return `${window} (ended)`;
  if (ad.startDate && Date.parse(ad.startDate) > now) return `${window} (scheduled)`;
  return window;
}

const Col = DataTable.Col<AdRecord>;
const actions = (r: AdRecord) => <AdRowActions record={r} />;

function AdContentList() {
  return (
    <AdminList<AdRecord>
      title="Ads Management"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      loadFailed={m.loadFailed}
    >
      <ResponsiveTable<AdRecord>
        empty={<ListEmptyState message={m.empty} hint={m.emptyHint} />}
        card={(r) => ({
          title: r.title,
          media: <AdThumb ad={r} />,
          badges: <ActiveChip isActive={r.isActive} />,
          lines: [`${humanize(r.type)} · ${r.position.name}`, runsOf(r)],
          actions: actions(r),
        })}
      >
        <Col source="imageUrl" label="Image" disableSort render={(r) => <AdThumb ad={r} />} />
        <Col source="title" label="Title" disableSort render={(r) => <span title={r.description}>{r.title}</span>} />
        <Col source="type" label="Type" disableSort render={(r) => humanize(r.type)} />
        <Col source="position" label="Position" disableSort render={(r) => r.position.name} />
        <Col source="isActive" label="Status" disableSort render={(r) => <ActiveChip isActive={r.isActive} />} />
        <Col source="startDate" label="Runs" disableSort sx={{ whiteSpace: 'nowrap' }} render={runsOf} />
        <Col source="actions" label="Actions" disableSort sx={{ whiteSpace: 'nowrap' }} render={actions} />
      </ResponsiveTable>
    </AdminList>
  );
}

/** Ads Management: stat cards, then the Ad Content and Ad Positions tabs. */
export function AdsPanel() {
  const [tab, setTab] = useState<'content' | 'positions'>('content');
  return (
    <Box>
      <PanelStatCards<AdStats>
        queryKey={getGetAdStatsQueryKey()}
        load={(signal) => getAdStats({ signal })}
        failed={m.loadFailed}
        cards={[
          { label: 'Total Ads', read: (s) => s.totalAds, icon: <CampaignIcon /> },
          { label: 'Active Ads', read: (s) => s.activeAds, icon: <CheckCircleIcon /> },
          { label: 'Positions', read: (s) => s.totalPositions, icon: <DashboardIcon /> },
          { label: 'Banner Ads', read: (s) => s.bannerAds, icon: <ViewCarouselIcon /> },
        ]}
      />
      <Tabs value={tab} onChange={(_event, next: 'content' | 'positions') => setTab(next)} aria-label="Ads sections" sx={{ mb: 1 }}>
        <Tab value="content" label="Ad Content" id="ads-tab-content" aria-controls="ads-tabpanel-content" />
        <Tab value="positions" label="Ad Positions" id="ads-tab-positions" aria-controls="ads-tabpanel-positions" />
      </Tabs>
      <div role="tabpanel" id={`ads-tabpanel-${tab}`} aria-labelledby={`ads-tab-${tab}`}>
        {tab === 'content' ? (
          <AdContentList />
        ) : (
          <>
            <Title title="Ads Management" />
            <AdPositionsTable />
          </>
        )}
      </div>
    </Box>
  );
}
