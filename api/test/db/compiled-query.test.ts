import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../../src/db/compiled-query.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compiledQuery', () => {
  it('compiles once per Db and answers each call with its own values, constants kept, rows in camelCase', async () => {
    const a = await t.createUser({ fullName: 'Asha Rao' });
    const b = await t.createUser({ fullName: 'Ravi Kumar' });
    let builds = 0;
    const byIdOrName = compiledQuery<[id: string, name: string], { id: string; fullName: string }>((db, id, name) => {
      builds += 1;
      return db('users as u').select('u.id', 'u.fullName').where('u.id', id).orWhere('u.fullName', name).orderBy('u.fullName').limit(5);
    });

    expect(await byIdOrName(t.db, a.id, 'nobody')).toEqual([{ id: a.id, fullName: 'Asha Rao' }]);
    expect(await byIdOrName(t.db, a.id, 'Ravi Kumar')).toEqual([
      { id: a.id, fullName: 'Asha Rao' },
      { id: b.id, fullName: 'Ravi Kumar' },
    ]);
    expect(await byIdOrName(t.db, '00000000-0000-4000-8000-000000000000', 'nobody')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('names each column as knex rows do, one plain object per row', async () => {
    const columns = compiledQuery<[], Record<string, unknown>>((db) =>
      db.select(db.raw(`g as row_number, 'x' || g as some_long_name, 'own' as "__proto__"`)).from(db.raw('generate_series(1, 3) g')).orderByRaw('g'),
    );
    const rows = await columns(t.db);
    expect(rows).toEqual([1, 2, 3].map((n) => ({ rowNumber: n, someLongName: `x${n}`, _Proto__: 'own' })));
    // A column name never becomes the rows' prototype.
    expect(rows.map((row) => Object.getPrototypeOf(row))).toEqual([Object.prototype, Object.prototype, Object.prototype]);
    expect(new Set(rows).size).toBe(3);
  });

  it('keeps a value that appears twice in its places', async () => {
    const a = await t.createUser({ fullName: 'Meera Nair' });
    const twice = compiledQuery<[id: string], { id: string }>((db, id) => db('users').select('id').where('id', id).andWhere('id', id));
    expect(await twice(t.db, a.id)).toEqual([{ id: a.id }]);
  });

  it('runs inside a transaction on its connection, sees its uncommitted rows, and is told to query listeners', async () => {
    const byName = compiledQuery<[name: string], { fullName: string }>((db, name) => db('users').select('fullName').where('fullName', name));
    const seen: string[] = [];
    const listen = (q: { sql: string }) => seen.push(q.sql);
    t.db.on('query', listen);
    try {
      await t.db.transaction(async (trx) => {
        await trx('users').where('id', (await t.createUser({ fullName: 'Kiran Das' })).id).update({ fullName: 'Kiran Das Jr' });
        expect(await byName(trx, 'Kiran Das Jr')).toEqual([{ fullName: 'Kiran Das Jr' }]);
        await trx.rollback();
      }).catch(() => undefined);
    } finally {
      t.db.off('query', listen);
    }
    expect(await byName(t.db, 'Kiran Das Jr')).toEqual([]);
    expect(seen.filter((sql) => sql.startsWith('select "full_name"'))).toHaveLength(1);
  });

  it('fails with the database\'s own error, and gives its connection back', async () => {
    const broken = compiledQuery<[id: string], { id: string }>((db, id) => db('users').select('id').whereRaw('id = ?::uuid', [id]));
    await expect(broken(t.db, 'not-a-uuid')).rejects.toMatchObject({ code: '22P02' });
    const one = compiledQuery<[], { one: number }>((db) => db.select(db.raw('1 as one')));
    // The pool is small in tests: a connection kept by the failure would soon leave none.
    for (let i = 0; i < 30; i++) await expect(broken(t.db, 'not-a-uuid')).rejects.toBeTruthy();
    expect(await one(t.db)).toEqual([{ one: 1 }]);
  });
});
