import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Stubs the network at its edge for one test file: only `allowed` hosts (supertest's server,
 * PostgreSQL) are reached, each test's interceptors go after it, and after the file nock is taken
 * out of node:http altogether. A worker runs several files in one process (isolate: false): a
 * nock left in place would buffer the next files' HTTP responses (the streamed CSV's backpressure
 * test saw every page read while its client was paused).
 */
export function stubNetworkEdge(allowed: string | RegExp) {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
    nock.enableNetConnect(allowed);
  });
  afterEach(() => {
    nock.cleanAll();
  });
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  });
}
