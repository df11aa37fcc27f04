import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';

export interface StatCardProps {
  label: string;
  /** Undefined while loading: a skeleton stands in. */
  value: ReactNode | undefined;
  /** A line under the figure, e.g. "+12.5% vs previous 30 days". */
  hint?: ReactNode;
  icon?: ReactNode;
}

export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value === undefined ? <Skeleton width={64} /> : value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A responsive grid of stat cards: one column on phones, two on tablets, up to `columns` on desktops. */
export function StatCards({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      component="section"
      aria-label="Statistics"
      sx={{
        display: 'grid',
        gap: 2,
        my: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`, lg: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
