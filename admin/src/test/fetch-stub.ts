// fetch stubbed at the edge for the data providers' tests: each call is recorded as the server would
// see it (method, path, query, JSON body) and answered by the next queued Response.
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export function stubFetch(...answers: Response[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://admin.test');
      const query: Record<string, string[]> = {};
      for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
      sent.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        query,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`No answer queued for ${init.method ?? 'GET'} ${url.pathname}`);
      return answer;
    }),
  );
  return sent;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

/** An RFC 9457 problem, as the API answers every 4xx/5xx. */
export const problem = (status: number, title: string, detail?: string, errors?: { path: string; message: string }[]) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status, detail, code: title.toLowerCase().replace(/ /g, '_'), errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export const page = <T>(items: T[], total = items.length) => json({ items, total, page: 1, pageSize: 25 });
