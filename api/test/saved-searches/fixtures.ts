// Saved searches for the tests: saved over HTTP as the app does, then moved back in time so the
// listings a test inserts next count as new.
import type { TestApp } from '../support/test-app.js';

export type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

export async function student(t: TestApp, overrides: { fullName?: string } = {}) {
  const user = await t.createUser(overrides);
  return { user, agent: await t.loginAs(user) };
}

/** Saves the filters as the student; answers the saved search. Its save and last check are an hour back. */
export async function saveSearch(t: TestApp, agent: Agent, filters: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await agent.post('/api/saved-searches').send({ filters, ...extra });
  if (res.status !== 201) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  await t.db('savedSearches').where({ id: res.body.id }).update({ createdAt: hourAgo, checkedAt: hourAgo, seenAt: hourAgo });
  return res.body as { id: string; name: string; newMatches: number; digest: boolean };
}

/** The listings the job has matched to the search. */
export const matchesOf = async (t: TestApp, searchId: string) =>
  ((await t.db('savedSearchMatches').where({ savedSearchId: searchId }).select('listingId')) as { listingId: string }[]).map((m) => m.listingId);
