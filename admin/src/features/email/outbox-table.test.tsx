// The outbox table shows an e-mail that was skipped, with the reason it was not sent.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getListEmailOutboxQueryKey } from '@thriftz/client/generated/email/email';
import type { OutboxPage } from '@thriftz/client/generated/model';
import { OutboxTable } from './outbox-table';

const skipped: OutboxPage = {
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      to: 'asha@campus.edu',
      subject: 'Your order ORD-1 has shipped',
      template: 'store-order-shipped',
      status: 'skipped',
      attempts: 0,
      lastError: 'Already sent for this order and status',
      createdAt: '2026-11-27T10:00:00.000Z',
      nextAttemptAt: '2026-11-27T10:00:00.000Z',
      sentAt: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

describe('the outbox table', () => {
  it('lists a skipped e-mail as Skipped with its reason, and offers no Retry', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(getListEmailOutboxQueryKey({ status: 'all', page: 1, pageSize: 25 }), skipped);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <OutboxTable />
      </QueryClientProvider>,
    );
    expect(html).toContain('Skipped');
    expect(html).toContain('Already sent for this order and status');
    expect(html).not.toContain('Retry the e-mail');
  });
});
