import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { updateOwnPages, useRefreshUnder, type OwnLists } from './own-list-cache';

interface Card {
  _id: string;
  title: string;
  isActive: boolean;
}

interface Page {
  items: Card[];
  total: number;
  page: number;
  counts: { buy: number };
}

const A: Card = { _id: 'a', title: 'Lamp', isActive: true };
const B: Card = { _id: 'b', title: 'Kettle', isActive: true };
const C: Card = { _id: 'c', title: 'Chair', isActive: true };

const LISTS: OwnLists<Page> = { queryKey: ['/api/things/mine'], activeStatus: 'active', marked: { isActive: false } };

const ALL = ['/api/things/mine', { status: 'all', page: 1 }];
const ACTIVE = ['/api/things/mine', { status: 'active' }];
const DEFAULT = ['/api/things/mine'];
const LATER = ['/api/things/mine', { status: 'all', page: 2 }];
const DETAIL = ['/api/things/a'];

function page(items: Card[], total = items.length): Page {
  return { items, total, page: 1, counts: { buy: 7 } };
}

function seeded() {
  const client = new QueryClient();
  client.setQueryData(ALL, page([A, B], 12));
  client.setQueryData(ACTIVE, page([A, B]));
  client.setQueryData(DEFAULT, page([A]));
  client.setQueryData(LATER, page([C], 12));
  client.setQueryData(DETAIL, A);
  return client;
}

describe('updateOwnPages', () => {
  it('drops a marked post from the active lists (the default status too) and marks it in the others', () => {
    const client = seeded();
    const later = client.getQueryData(LATER);
    updateOwnPages(client, LISTS, 'a', 'marked');

    expect(client.getQueryData(ALL)).toEqual({ items: [{ ...A, isActive: false }, B], total: 12, page: 1, counts: { buy: 7 } });
    expect(client.getQueryData(ACTIVE)).toEqual({ items: [B], total: 1, page: 1, counts: { buy: 7 } });
    expect(client.getQueryData(DEFAULT)).toEqual(page([], 0));
    // Pages without the post, and reads outside the own lists, are left as they were.
    expect(client.getQueryData(LATER)).toBe(later);
    expect(client.getQueryData(DETAIL)).toBe(A);
  });

  it('drops a deleted post from every list, never counting below zero', () => {
    const client = seeded();
    client.setQueryData(DEFAULT, page([A], 0));
    updateOwnPages(client, LISTS, 'a', 'deleted');

    expect(client.getQueryData(ALL)).toEqual(page([B], 11));
    expect(client.getQueryData(ACTIVE)).toEqual(page([B], 1));
    expect(client.getQueryData(DEFAULT)).toEqual(page([], 0));
    expect(client.getQueryData(LATER)).toEqual(page([C], 12));
  });
});

describe('useRefreshUnder', () => {
  it('marks stale every read under the prefix, and nothing else', async () => {
    const client = seeded();
    client.setQueryData(['/api/things', { q: 'lamp' }], page([A]));
    client.setQueryData(['/api/other/mine'], page([]));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useRefreshUnder('/api/things'), { wrapper });

    await act(() => result.current());

    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([ALL, ACTIVE, DEFAULT, LATER, DETAIL, ['/api/things', { q: 'lamp' }]].map(stale)).toEqual([true, true, true, true, true, true]);
    expect(stale(['/api/other/mine'])).toBe(false);
  });
});
