// The phone layout of a panel's list: one card per record (title, a few facts, status, actions)
// instead of a table that would need sideways scrolling at 390 px.
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { Box, Card, CardActions, CardContent, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';

export interface RecordCard {
  title: ReactNode;
  /** Short lines under the title (who, when, how much). */
  lines: ReactNode[];
  /** Chips beside the title, e.g. the status. */
  badges?: ReactNode;
  /** A picture at the card's start, e.g. an ad's thumbnail. */
  media?: ReactNode;
  actions: ReactNode;
}

/** True below the md breakpoint: the panels switch their tables to cards there. */
export const useIsNarrow = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

interface RecordCardsProps<T extends RaRecord> {
  card: (record: T) => RecordCard;
  empty: ReactNode;
}

interface CardStackProps<T extends RaRecord> {
  empty: ReactNode;
  /** The loading placeholders' height, near a card's. */
  skeletonHeight?: number;
  /** A list of items (ul) rather than plain blocks. */
  list?: boolean;
  /** The list's accessible name, e.g. "Orders". */
  label?: string;
  /** One card, keyed by the record's id. */
  children: (record: T) => ReactNode;
}

/** The phone list's frame: placeholders while loading, the empty state, then one card per record. */
export function CardStack<T extends RaRecord>({ empty, skeletonHeight = 120, list = false, label, children }: CardStackProps<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 1 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={skeletonHeight} />
        ))}
      </Stack>
    );
  }
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack
      component={list ? 'ul' : 'div'}
      role={list ? 'list' : undefined}
      aria-label={label}
      spacing={1.5}
      sx={list ? { listStyle: 'none', p: 1, m: 0 } : { p: 1 }}
    >
      {data.map(children)}
    </Stack>
  );
}

export function RecordCards<T extends RaRecord>({ card, empty }: RecordCardsProps<T>) {
  return (
    <CardStack<T> empty={empty} list>
      {(record) => {
        const { title, lines, badges, media, actions } = card(record);
        return (
          <Card component="li" variant="outlined" key={record.id}>
            <CardContent sx={{ display: 'flex', gap: 1.5, pb: 0 }}>
              {media && <Box sx={{ flexShrink: 0 }}>{media}</Box>}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  {badges && <Stack direction="row" spacing={0.5}>{badges}</Stack>}
                </Stack>
                {lines.map((line, i) => (
                  <Typography key={i} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
              </Box>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>{actions}</CardActions>
          </Card>
        );
      }}
    </CardStack>
  );
}
