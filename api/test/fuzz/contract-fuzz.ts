/**
 * Contract-driven fuzzing: every operation of the OpenAPI contract, sent malformed requests
 * (see contract-cases.ts) by each caller, must answer below 500, and every 4xx must be
 * problem+json carrying its own status, a title and a detail.
 *
 *   fuzzContract(options: FuzzOptions): Promise<FuzzReport>
 *
 *   options.contract   the bundled contract (api/generated/openapi.json, parsed)
 *   options.callers    who sends, in order: [{ name, send, signedIn, only? }], where `send` is
 *                      supertestSender(agent) for the in-process app (supertest.agent(app), holding
 *                      its session cookie) or fetchSender(baseUrl, { cookie }) for a running server
 *                      (logIn(baseUrl, email, password) gets the cookie). A visitor first, then
 *                      students: operations that end a session or delete things run last per caller.
 *   options.knownIds   ids of real things (the callers' users, their listings, requests, roommate
 *                      posts, conversations, images): each uuid path parameter is tried with each,
 *                      and the first that answers 2xx becomes the id the other cases mutate around
 *   options.examples   { [operationId]: (branch) => body }: an accepted body to mutate instead of
 *                      the generated one (called per case, so it can hand out fresh image ids;
 *                      `branch` picks the top-level oneOf branch, undefined keeps the generated body)
 *   options.skip       { [operationId]: reason }: operations not sent at all (listed in the report)
 *   options.resetRateLimits  called on a 429 before the case is sent once more, so a limit does
 *                      not hide the validation behind it (each request also has its own
 *                      X-Forwarded-For address, which the app trusts from loopback)
 *   options.seed, budget (cases per operation and caller, default 75), visitorBudget (for the
 *   operations a visitor may not call, default 6), concurrency (default 4), onProgress, onResult
 *
 *   returns { failures: [{ caller, operation, label, request, status, problem }], requests, ... }
 *   Nothing throws for a bad answer: the caller asserts on `failures` (formatFailures() prints them).
 */
import type supertest from 'supertest';
import { operationCases, type FuzzRequest } from './contract-cases.js';
import { contractOperations, createRng, hashSeed, sample, type ContractOperation, type OpenApiDocument } from './contract-schema.js';

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
  /** The path the client really asked for, when it differs (fetch resolves `/api/x/../..` to `/`). */
  sentPath?: string;
}

export type FuzzSend = (request: FuzzRequest) => Promise<FuzzResponse>;

export interface FuzzCaller {
  name: string;
  send: FuzzSend;
  /** Holds a session: operations with `cookieAuth` only are fuzzed in full. */
  signedIn: boolean;
  /** Limit this caller to some operations (e.g. an admin to the admin tag). */
  only?: (op: ContractOperation) => boolean;
}

export interface FuzzOptions {
  contract: OpenApiDocument;
  callers: FuzzCaller[];
  knownIds?: string[];
  examples?: Record<string, (branch: number) => unknown>;
  skip?: Record<string, string>;
  resetRateLimits?: () => Promise<void>;
  seed?: number;
  budget?: number;
  visitorBudget?: number;
  concurrency?: number;
  /** Operations sent after every other one (besides DELETEs): they end the caller's session or remove people. */
  runLast?: (op: ContractOperation) => boolean;
  onProgress?: (line: string) => void;
  /** Sees every answer (for debugging a run: which cases got past the validator). */
  onResult?: (result: { caller: string; operationId: string; label: string; status: number; body: string }) => void;
}

export interface FuzzFailure {
  caller: string;
  operation: string;
  label: string;
  request: string;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzReport {
  failures: FuzzFailure[];
  requests: number;
  /** Operations sent, per caller. */
  operations: Record<string, number>;
  /** Status counts, to see that the cases reach more than the validator. */
  statuses: Record<number, number>;
  /** Status counts per `<caller> <operationId>`. */
  byOperation: Record<string, Record<number, number>>;
  skipped: Record<string, string>;
}

const defaultRunLast = (op: ContractOperation) => op.method === 'DELETE' || /logout|delete/i.test(op.operationId);

/** How often a refusal for too many uploads at once is tried again (after 50, 100, 150 ... ms). */
const UPLOAD_SLOT_RETRIES = 10;

/** What is wrong with an answer, or undefined when it keeps the promise. */
export function judge(response: FuzzResponse): string | undefined {
  const { status } = response;
  if (status === 0) return 'no response';
  if (status >= 500) return `server error ${status}`;
  if (status < 400) return undefined;
  // Outside /api the apps answer, as pages: only the API promises problem+json.
  if (response.sentPath !== undefined && !response.sentPath.startsWith('/api/')) return undefined;
  if (!/^application\/problem\+json\b/i.test(response.contentType)) {
    return `4xx with Content-Type '${response.contentType || '(none)'}' instead of application/problem+json`;
  }
  let body: { status?: unknown; title?: unknown; detail?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return '4xx problem body is not JSON';
  }
  if (body?.status !== status) return `problem status ${JSON.stringify(body?.status)} is not the HTTP status ${status}`;
  if (typeof body.title !== 'string') return 'problem has no string title';
  if (typeof body.detail !== 'string') return 'problem has no string detail';
  return undefined;
}

const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  let text = '';
  if (body?.kind === 'json') text = ` ${excerpt(JSON.stringify(body.value) ?? 'undefined', 200)}`;
  else if (body?.kind === 'raw') text = ` [${body.contentType ?? 'no content type'}] ${excerpt(typeof body.data === 'string' ? JSON.stringify(body.data) : `<${body.data.length} bytes>`, 200)}`;
  else if (body?.kind === 'multipart') text = ` [multipart] fields ${JSON.stringify(body.fields.map(([k]) => k))} files ${JSON.stringify(body.files.map((f) => `${f.field}:${f.filename}(${f.data.length} B)`))}`;
  return `${request.method} ${excerpt(request.url, 160)}${text}`;
}

/** Every failure, one block each, for an assertion message. */
export function formatFailures(failures: FuzzFailure[]): string {
  return failures
    .map((f, i) => `${i + 1}. [${f.caller}] ${f.operation} — ${f.label}\n   ${f.request}\n   → ${f.status}: ${f.problem}\n   ${excerpt(f.body, 400)}`)
    .join('\n');
}

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export async function fuzzContract(options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? 20_261_122;
  const budget = options.budget ?? 75;
  const visitorBudget = options.visitorBudget ?? 6;
  const concurrency = options.concurrency ?? 4;
  const knownIds = options.knownIds ?? [];
  const skip = options.skip ?? {};
  const runLast = options.runLast ?? defaultRunLast;
  const doc = options.contract;
  const report: FuzzReport = { failures: [], requests: 0, operations: {}, statuses: {}, byOperation: {}, skipped: { ...skip } };

  const bad = knownIds.filter((id) => typeof id !== 'string' || id === '');
  if (bad.length) throw new Error(`knownIds must be ids: ${JSON.stringify(bad)}`);
  const all = contractOperations(doc);
  for (const id of Object.keys(skip)) {
    if (!all.some((op) => op.operationId === id)) throw new Error(`skip names an operation the contract does not have: ${id}`);
  }
  // Reads first, writes next, then what removes things or ends the session: logOut last of all.
  const rank = (op: ContractOperation) => (/^log.?out$/i.test(op.operationId) ? 3 : runLast(op) ? 2 : op.method === 'GET' ? 0 : 1);
  const operations = all.filter((op) => !(op.operationId in skip)).sort((a, b) => rank(a) - rank(b));

  // Each request comes from its own address, so per-IP limits do not stop the run.
  let address = hashSeed(seed, 'xff') & 0xffff;
  const forwardedFor = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const send = async (caller: FuzzCaller, request: FuzzRequest): Promise<FuzzResponse> => {
    const attempt = async () => {
      report.requests += 1;
      try {
        return await caller.send({ ...request, headers: { ...request.headers, 'X-Forwarded-For': forwardedFor() } });
      } catch (err) {
        return { status: 0, contentType: '', body: `request failed: ${String((err as Error)?.message ?? err)}` };
      }
    };
    let response = await attempt();
    if (response.status === 429 && options.resetRateLimits) {
      await options.resetRateLimits();
      response = await attempt();
    }
    // A student's uploads at once are few (upload-slots.ts): how many of the run's overlap depends on the machine, so wait.
    for (let wait = 1; wait <= UPLOAD_SLOT_RETRIES && response.status === 429 && response.body.includes('too-many-uploads'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50 * wait));
      response = await attempt();
    }
    report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
    return response;
  };

  const check = (caller: FuzzCaller, op: ContractOperation, label: string, request: FuzzRequest, response: FuzzResponse) => {
    options.onResult?.({ caller: caller.name, operationId: op.operationId, label, status: response.status, body: response.body });
    const counts = (report.byOperation[`${caller.name} ${op.operationId}`] ??= {});
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    const problem = judge(response);
    if (!problem) return;
    report.failures.push({
      caller: caller.name,
      operation: `${op.operationId} (${op.method} ${op.path})`,
      label,
      request: describeRequest(request),
      status: response.status,
      problem,
      body: response.body,
    });
  };

  for (const caller of options.callers) {
    let count = 0;
    // Each caller gets its own sample of each operation's cases: a student does not repeat the visitor's.
    const callerSeed = hashSeed(seed, caller.name);
    for (const op of operations) {
      if (caller.only && !caller.only(op)) continue;
      count += 1;
      const full = caller.signedIn || op.allowsVisitor;
      const example = options.examples?.[op.operationId];

      // A real id for each uuid path parameter: the first known id the baseline is accepted with.
      const pathValues: Record<string, string> = {};
      const rng = createRng(hashSeed(seed, `${caller.name}:${op.operationId}:ids`));
      for (const param of op.parameters.filter((p) => p.in === 'path' && p.schema.format === 'uuid')) {
        const candidates = full ? knownIds : knownIds.slice(0, 1);
        let chosen: string | undefined;
        let fallback: string | undefined;
        for (const id of candidates) {
          const [probe] = operationCases(doc, op, { seed: callerSeed, knownIds, pathValues: { ...pathValues, [param.name]: id }, ...(example ? { example } : {}) }, 1);
          const response = await send(caller, probe!.request);
          check(caller, op, `path ${param.name}: known id ${id}`, probe!.request, response);
          if (response.status < 300 && chosen === undefined) chosen = id;
          if (response.status !== 404 && fallback === undefined) fallback = id;
        }
        pathValues[param.name] = chosen ?? fallback ?? candidates[0] ?? String(sample(doc, param.schema, { rng, knownIds }, 'minimal'));
      }

      const cases = operationCases(doc, op, { seed: callerSeed, knownIds, pathValues, ...(example ? { example } : {}) }, full ? budget : visitorBudget);
      await pool(cases, concurrency, async (c) => {
        const response = await send(caller, c.request);
        check(caller, op, c.label, c.request, response);
      });
      options.onProgress?.(`${caller.name} ${op.operationId}: ${cases.length} cases`);
    }
    report.operations[caller.name] = count;
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// Senders

type Agent = ReturnType<typeof supertest.agent>;

/** Collects any response as text (supertest would parse JSON and buffer images otherwise). */
const readText = (res: NodeJS.ReadableStream, done: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  res.on('error', (err: Error) => done(err, undefined));
};

/** Sends through a supertest agent (in-process app; the agent keeps its session cookie). */
export function supertestSender(agent: Agent, timeoutMs = 15_000): FuzzSend {
  return async (request) => {
    const method = request.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let test = agent[method](request.url)
      .redirects(0)
      .timeout(timeoutMs)
      .ok(() => true)
      // In Node superagent's response is the incoming stream; read every body as text.
      .buffer(true)
      .parse((res, done) => readText(res as unknown as NodeJS.ReadableStream, done))
      // The body is sent as given, never re-encoded by superagent (a Buffer would become JSON).
      .serialize((data: unknown) => data as string);
    for (const [name, value] of Object.entries(request.headers)) test = test.set(name, value);
    const body = request.body;
    if (body?.kind === 'json') {
      test = test.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
    } else if (body?.kind === 'raw') {
      if (body.contentType !== undefined) test = test.set('Content-Type', body.contentType);
      test = test.send(Buffer.isBuffer(body.data) ? body.data : Buffer.from(body.data));
    } else if (body?.kind === 'multipart') {
      for (const [name, value] of body.fields) test = test.field(name, value);
      for (const file of body.files) test = test.attach(file.field, file.data, { filename: file.filename, contentType: file.contentType });
    }
    const res = await test;
    return { status: res.status, contentType: String(res.headers['content-type'] ?? ''), body: String(res.body ?? '') };
  };
}

/** Sends with fetch to a running server (`baseUrl` like http://127.0.0.1:3000), with a session cookie if given. */
export function fetchSender(baseUrl: string, options: { cookie?: string; timeoutMs?: number } = {}): FuzzSend {
  return async (request) => {
    const headers = new Headers(request.headers);
    if (options.cookie) headers.set('Cookie', options.cookie);
    let body: BodyInit | undefined;
    const b = request.method === 'GET' ? undefined : request.body;
    if (b?.kind === 'json') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(b.value) ?? 'null';
    } else if (b?.kind === 'raw') {
      if (b.contentType !== undefined) headers.set('Content-Type', b.contentType);
      body = typeof b.data === 'string' ? b.data : new Uint8Array(b.data);
    } else if (b?.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of b.fields) form.append(name, value);
      for (const file of b.files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
      body = form;
    }
    const url = new URL(request.url, baseUrl);
    const res = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text(), sentPath: url.pathname };
  };
}

/** Logs in over HTTP and answers the session cookie, for fetchSender. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`log-in as ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
