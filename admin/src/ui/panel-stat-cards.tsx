// A panel's stat cards read from its stats call; a failure is shown, not swallowed.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { errorMessage, isUnauthenticated } from '../lib/errors';
import { StatCard, StatCards } from './stat-cards';

export interface PanelStat<S> {
  label: string;
  read: (stats: S) => number;
  icon?: ReactNode;
}

export interface PanelStatCardsProps<S> {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<S>;
  cards: PanelStat<S>[];
  failed: string;
  columns?: number;
}

/** The figures reload with the list: react-admin's refresh invalidates every query. */
export function PanelStatCards<S>({ queryKey, load, cards, failed, columns }: PanelStatCardsProps<S>) {
  const { data, error } = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  return (
    <>
      {error && !isUnauthenticated(error) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error, failed)}
        </Alert>
      )}
      <StatCards columns={columns ?? cards.length}>
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            icon={card.icon}
            value={data ? card.read(data).toLocaleString('en-IN') : error ? '—' : undefined}
          />
        ))}
      </StatCards>
    </>
  );
}
