import { Box } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { DashboardTrend } from '@thriftz/client/generated/model';
import { dashboardMessages as m } from './dashboard-messages';

type Direction = 'up' | 'down' | 'flat';

/** What the change says in words (never colour alone): "+12.5% vs previous 30 days", "New this month". */
export function describeTrend(trend: DashboardTrend): { text: string; direction: Direction } {
  const change = trend.changePercent;
  if (change === null) return trend.last30Days > 0 ? { text: m.newThisMonth, direction: 'up' } : { text: m.nothingNew, direction: 'flat' };
  if (change === 0) return { text: m.noChange, direction: 'flat' };
  return { text: m.change(change), direction: change > 0 ? 'up' : 'down' };
}

const look: Record<Direction, { color: string; icon: typeof TrendingUpIcon }> = {
  up: { color: 'success.dark', icon: TrendingUpIcon },
  down: { color: 'error.dark', icon: TrendingDownIcon },
  flat: { color: 'text.secondary', icon: TrendingFlatIcon },
};

/** A stat card's hint: the change, coloured and with an arrow, and how many are new. */
export function TrendLine({ trend }: { trend: DashboardTrend }) {
  const { text, direction } = describeTrend(trend);
  const { color, icon: Icon } = look[direction];
  return (
    <>
      <Box component="span" sx={{ display: 'block', color, fontWeight: 600 }}>
        <Icon fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} />
        {text}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {m.newInWindow(trend.last30Days)}
      </Box>
    </>
  );
}
