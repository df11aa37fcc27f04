// Shared by the Products, Mini Stores and Orders panels' tests: an admin, a student, and the audit log.
import type { TestApp } from '../support/test-app.js';

export const DENIED = 'Access denied. Admin privileges required.';
export const LOG_IN = 'Please log in to continue.';

export type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

export async function sessions(t: TestApp) {
  const admin = await t.createUser({ isAdmin: true, fullName: 'Head Admin' });
  return {
    admin,
    adminAgent: await t.loginAs(admin),
    studentAgent: await t.loginAs(await t.createUser()),
  };
}

/** The audit entries about one thing, oldest first. */
export const auditOf = (t: TestApp, targetId: string) =>
  t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'actorStoreId', 'actorName', 'action', 'targetType', 'summary');

/**
 * Each call made by a visitor answers 401 and by a student 403 (the spec's words); `unchanged`
 * then checks that nothing changed.
 */
export async function expectAdminOnly(
  t: TestApp,
  studentAgent: Agent,
  calls: ((agent: ReturnType<TestApp['request']>) => import('supertest').Test)[],
) {
  for (const call of calls) {
    const visitor = await call(t.request());
    if (visitor.status !== 401) throw new Error(`visitor got ${visitor.status} on ${visitor.request.method} ${visitor.request.url}`);
    if (visitor.body.detail !== LOG_IN) throw new Error(`visitor detail ${visitor.body.detail}`);
    const student = await call(studentAgent as unknown as ReturnType<TestApp['request']>);
    if (student.status !== 403 || student.body.detail !== DENIED || student.body.code !== 'not-admin') {
      throw new Error(`student got ${student.status} ${JSON.stringify(student.body)} on ${student.request.method} ${student.request.url}`);
    }
  }
}
