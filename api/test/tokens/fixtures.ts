// Helpers of the access-token tests: a student's token made through the API, as the web app would.
import { createHash } from 'node:crypto';
import type { TestApp, TestUser } from '../support/test-app.js';

export type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Makes a token for the signed-in `agent`; answers its secret and id. */
export async function makeToken(agent: Agent, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await agent.post('/api/tokens').send({ name: `Script ${scopes.join('+')}`, scopes, ...extra }).expect(201);
  return { secret: res.body.token as string, id: res.body.id as string, body: res.body as Record<string, unknown> };
}

/** A signed-in student with a token of those scopes. */
export async function studentWithToken(t: TestApp, scopes: string[], user?: TestUser) {
  const student = user ?? (await t.createUser());
  const agent = await t.loginAs(student);
  return { student, agent, ...(await makeToken(agent, scopes)) };
}

export const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
