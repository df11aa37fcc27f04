// What an API instance keeps in memory from the database (the live settings), dropped on every
// instance when the database says it changed. A trigger on the cached table notifies the
// `thriftz_cache` channel with the cache's name in the writing transaction, so the notification
// is delivered at commit, whoever wrote (another instance, a seed, psql); see migration
// 20261203000000-settings-cache-notify. Each instance LISTENs on a connection of its own.
//
// A copy is trusted for long (LISTENING_TTL_MS) only while the instance listens and already
// listened when the copy was read: a change committed after that read is then notified. Otherwise
// (the connection is down, not up yet, or came back since the read, notifications sent meanwhile
// being lost) a copy is kept FALLBACK_TTL_MS only. A read in flight when a notification arrives
// is answered to whoever asked, and not kept.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import type { Db } from './knex.js';

export const CACHE_CHANNEL = 'thriftz_cache';

/** How long a copy is kept while notifications reach this instance: a safety net, not the mechanism. */
export const LISTENING_TTL_MS = 60_000;
/** How long a copy is kept while they may not (no LISTEN connection): another instance's change shows this late at worst. */
export const FALLBACK_TTL_MS = 2_000;

const RETRY_MS = 1000;

interface Listener {
  /** performance.now() when its LISTEN took effect; undefined while it does not listen. */
  since: number | undefined;
}

/** The caches of one instance (its Db): a version per cache name, bumped on each change, and its listeners. */
interface Caches {
  versions: Map<string, number>;
  listeners: Set<Listener>;
}

const byDb = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = { versions: new Map(), listeners: new Set() };
    byDb.set(db, caches);
  }
  return caches;
}

/**
 * Drops made by this process's writers after their commit (dropCachedOnCommit), for every Db of
 * the process: a writer in a transaction holds no handle on its instance's Db, and another Db of
 * the same process (tests run several apps in one) only reads its copy once more.
 */
const processVersions = new Map<string, number>();

const versionOf = (caches: Caches, name: string) => (caches.versions.get(name) ?? 0) + (processVersions.get(name) ?? 0);

/** Since when notifications reach this instance without a break (the earliest listener's), or undefined. */
function listeningSince(caches: Caches): number | undefined {
  let since: number | undefined;
  for (const listener of caches.listeners) {
    if (listener.since !== undefined && (since === undefined || listener.since < since)) since = listener.since;
  }
  return since;
}

/**
 * Drops this instance's copy of `name` at once: the writer calls it after its commit, so its own
 * next read is fresh even before its notification comes back (or when its LISTEN is down).
 */
export function dropCached(db: Db, name: string): void {
  const caches = cachesOf(db);
  caches.versions.set(name, (caches.versions.get(name) ?? 0) + 1);
}

/**
 * Drops this process's copies of `names` once what `db` wrote is committed (at once outside a
 * transaction): the writer's own next request reads afresh even before the table's notification
 * comes back. Dropped before the commit, a read made meanwhile could keep the old row again; a
 * read that started before the drop is not kept (its version is older), whenever it ends.
 */
export function dropCachedOnCommit(db: Db, ...names: string[]): void {
  const drop = () => {
    for (const name of names) processVersions.set(name, (processVersions.get(name) ?? 0) + 1);
  };
  if (!db.isTransaction) return drop();
  let outer = db as Knex.Transaction;
  while (outer.parentTransaction) outer = outer.parentTransaction;
  // A rollback changed nothing, but dropping costs only a read.
  outer.executionPromise.then(drop, drop);
}

/** This process among the instances: a validator made here is never taken for another's. */
const PROCESS_TAG = randomBytes(4).toString('hex');

/**
 * A validator of what the tables of the named topics hold (notified by their triggers: migration
 * 20261210000000-public-read-notify), for HTTP (http/public-read.ts). It changes with every
 * notification of one of them, and whenever this instance starts listening again (notifications
 * sent meanwhile were lost). Undefined while notifications do not reach this instance: a stale
 * validator would then answer 304 for what has changed.
 */
export function readStamp(db: Db, topics: readonly string[]): string | undefined {
  const caches = cachesOf(db);
  const since = listeningSince(caches);
  if (since === undefined) return undefined;
  return `${PROCESS_TAG}.${Math.round(since * 1000).toString(36)}.${topics.map((t) => versionOf(caches, t).toString(36)).join('.')}`;
}

/**
 * A value read from the database of `db`, kept per Db (one per instance) until a notification of
 * `name` drops it (or its TTL above passes). Concurrent reads of a missing copy share one load;
 * a failed load is not kept. No query while the copy is good. `peek(db)` gives the copy itself
 * when it is good and its load has ended, for a caller on every request that need not wait a
 * turn of the event loop for what is already here.
 */
export function sharedCache<T>(name: string, ttl: { listeningMs?: number; fallbackMs?: number } = {}) {
  const listeningMs = ttl.listeningMs ?? LISTENING_TTL_MS;
  const fallbackMs = ttl.fallbackMs ?? FALLBACK_TTL_MS;
  type Entry = { value: Promise<T>; version: number; at: number; loaded?: { value: T } };
  const entries = new WeakMap<Db, Entry>();
  /** The entry of `db` while it is good. */
  const good = (db: Db, now: number) => {
    const caches = cachesOf(db);
    const hit = entries.get(db);
    if (!hit || hit.version !== versionOf(caches, name)) return undefined;
    const since = listeningSince(caches);
    const keep = since !== undefined && since <= hit.at ? listeningMs : fallbackMs;
    return now - hit.at < keep ? hit : undefined;
  };
  const read = (db: Db, load: () => Promise<T>): Promise<T> => {
    const now = performance.now();
    const hit = good(db, now);
    if (hit) return hit.value;
    const version = versionOf(cachesOf(db), name);
    const entry: Entry = { value: load(), version, at: now };
    entries.set(db, entry);
    entry.value.then(
      (value) => (entry.loaded = { value }),
      () => {
        if (entries.get(db) === entry) entries.delete(db);
      },
    );
    return entry.value;
  };
  return Object.assign(read, { peek: (db: Db): T | undefined => good(db, performance.now())?.loaded?.value });
}

interface KeyedEntry<V> {
  value: V;
  stamp: string;
  at: number;
}

/**
 * Values by key (a session's read, say), each read from the database of `db` and kept only while
 * notifications reach this instance and already did when it was read, until a notification of
 * one of `names` (or dropCached, dropCachedOnCommit) drops them all, the reads in flight too,
 * `ttlMs` passes, or `fresh(value)` says it has run out. Unlike sharedCache there is no fallback:
 * while the instance cannot learn of changes, every read goes to the database. At most `max` keys
 * per Db, the oldest read first out.
 */
export function keyedCache<V>(names: readonly string[], { max, ttlMs }: { max: number; ttlMs: number }) {
  const byDb = new WeakMap<Db, Map<string, KeyedEntry<V>>>();
  const stampOf = (caches: Caches) => names.map((name) => versionOf(caches, name)).join('.');
  return {
    /** The copy of `key`, or the read of it (kept once done, if nothing changed meanwhile). */
    async get(db: Db, key: string, load: () => Promise<V>, fresh: (value: V) => boolean): Promise<V> {
      const caches = cachesOf(db);
      let entries = byDb.get(db);
      const now = performance.now();
      const hit = entries?.get(key);
      if (hit) {
        const since = listeningSince(caches);
        if (since !== undefined && since <= hit.at && now - hit.at < ttlMs && hit.stamp === stampOf(caches) && fresh(hit.value)) return hit.value;
        entries!.delete(key);
      }
      const stamp = stampOf(caches);
      const listening = listeningSince(caches) !== undefined;
      const value = await load();
      // Kept only when a change made during the read would have been told (and was not).
      if (listening && stampOf(caches) === stamp && fresh(value)) {
        if (!entries) byDb.set(db, (entries = new Map()));
        entries.delete(key);
        entries.set(key, { value, stamp, at: now });
        if (entries.size > max) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
  };
}

/**
 * This instance's listener for `db`'s caches: a connection of its own (the pool's settings, not
 * one of its clients, so the pool keeps all of them for requests), reconnected a second after it
 * is lost. `close()` before the pool and the Db are ended.
 */
export function createCacheBus(db: Db, pool: pg.Pool, logger: Logger) {
  const caches = cachesOf(db);
  const me: Listener = { since: undefined };
  caches.listeners.add(me);
  /** The listening connection, or the one being opened, and how to end it (once). */
  let current: { conn: pg.Client; end: () => Promise<void> } | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function onNotification(msg: pg.Notification) {
    if (msg.channel === CACHE_CHANNEL && msg.payload) dropCached(db, msg.payload);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const conn = new pg.Client(pool.options);
    let ending: Promise<void> | undefined;
    const mine = { conn, end: () => (ending ??= conn.end().catch(() => undefined)) };
    current = mine;
    let lost = false;
    /** Once per connection, however it ends (an error, the server's end, a failed start). */
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === mine) {
        current = undefined;
        const wasListening = me.since !== undefined;
        me.since = undefined;
        if (!closed) logger.warn({ err }, wasListening ? 'cache bus: listener connection lost; reconnecting' : 'cache bus: cannot listen yet; retrying');
      }
      void mine.end();
      if (!closed) retry = setTimeout(() => void listen(), RETRY_MS);
    };
    // Kept for the connection's life: a late error is never unhandled.
    conn.on('error', onLost);
    conn.on('end', () => onLost());
    conn.on('notification', onNotification);
    try {
      await conn.connect();
      await conn.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (lost || closed || current !== mine) return;
    me.since = performance.now();
  }

  const ready = listen();

  return {
    /** Resolves once the first attempt to listen is over (listening or not). */
    ready,
    /** Whether notifications reach this instance now. */
    get listening() {
      return me.since !== undefined;
    },
    /** Ends the connection, open or opening; waits a moment at most for the server's goodbye (a frozen network never sends it). */
    async close() {
      closed = true;
      clearTimeout(retry);
      caches.listeners.delete(me);
      me.since = undefined;
      const mine = current;
      current = undefined;
      if (!mine) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([mine.end(), new Promise((resolve) => (timer = setTimeout(resolve, 1_000)))]);
      clearTimeout(timer);
    },
  };
}

export type CacheBus = ReturnType<typeof createCacheBus>;
