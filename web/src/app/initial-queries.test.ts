import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { INITIAL_QUERIES_ID, seedInitialQueries } from './initial-queries';

function pageWith(json: string | null) {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = INITIAL_QUERIES_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('seedInitialQueries', () => {
  it('puts what the server sent in the cache, stale so that it is asked again', () => {
    const client = new QueryClient();
    seedInitialQueries(client, pageWith('[[["/api/listings/1"],{"title":"Hero cycle \\u003c/script>"}]]'));
    expect(client.getQueryData(['/api/listings/1'])).toEqual({ title: 'Hero cycle </script>' });
    expect(client.getQueryState(['/api/listings/1'])?.dataUpdatedAt).toBe(0);
    expect(client.getQueryCache().find({ queryKey: ['/api/listings/1'] })?.isStaleByTime(30_000)).toBe(true);
  });

  it('leaves the cache empty when nothing or something unreadable was sent', () => {
    const client = new QueryClient();
    seedInitialQueries(client, pageWith(null));
    seedInitialQueries(client, pageWith('[[["/api/listings/1"],'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
