import type { Knex } from 'knex';
import { hashPassword } from '../api/src/modules/auth/index.js';

export const demoAccounts = {
  student: { email: 'student@campus.edu', password: 'student123', fullName: 'Priya Sharma' },
  admin: { email: 'admin@campus.edu', password: 'admin123', fullName: 'Arjun Mehta' },
} as const;

/** Demo people for a first look at a fresh install; only seeded into an empty database. */
export async function seedDemo(knex: Knex): Promise<boolean> {
  const existing = await knex('users').count({ count: '*' }).first();
  if (Number(existing?.count) > 0) return false;
  const people = [
    { ...demoAccounts.student, isAdmin: false, phone: '+91 98765 43210', bio: 'Second-year mechanical engineering. Selling my first-year books.' },
    { ...demoAccounts.admin, isAdmin: true, phone: '', bio: 'Thriftz team.' },
  ];
  for (const { password, ...person } of people) {
    await knex('users').insert({
      ...person,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: knex.fn.now(),
      // Demo accounts have been "used" already: no welcome e-mail for them.
      profileCreatedAt: knex.fn.now(),
      welcomeEmailQueuedAt: knex.fn.now(),
    });
  }
  return true;
}
