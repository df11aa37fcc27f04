import http from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { ConfigError, ensureWritableDir, EXIT_CONFIG, exitOnUnhandledErrors } from './crash.js';
import { startCron } from './jobs/cron-runner.js';
import { allJobs } from './jobs/jobs.js';
import { createMailer } from './modules/email/index.js';
import { reconcileJob } from './modules/payments/index.js';
import { savedSearchJobs } from './modules/saved-searches/index.js';
import { startRuntime } from './runtime.js';
import { demoAccounts } from '../../seeds/demo/index.js';
import { attachWebSockets } from './ws/upgrade.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(EXIT_CONFIG);
}

const runtime = await ensureWritableDir(config.dataDir)
  .then(() => startRuntime(config))
  .catch((err: unknown) => {
    console.error(`Thriftz could not start: ${(err as Error).message}`);
    // The operator's to fix: a supervisor retrying would fail the same way.
    process.exit(err instanceof ConfigError ? EXIT_CONFIG : 1);
  });
const { logger } = runtime;
exitOnUnhandledErrors(logger, () => runtime.embedded?.stopNow());
// The embedded PostgreSQL killed or crashed: noticed at once; exiting lets npm start's supervisor
// start both again on the same data (committed data is in its WAL), instead of serving 503s for ever.
void runtime.embedded?.lost.then(({ code, signal }) => {
  logger.fatal({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly: exiting so that it starts again');
  process.exit(1);
});
const { app, sessionMiddleware, passport, accessTokens, chat, payments } = createApp(runtime);
const server = http.createServer(app);
// A connection a client (a load balancer, a browser) keeps open between requests is closed by us
// only after it has been idle longer than theirs usually is (60 s for AWS's and nginx's): with
// Node's 5 s, a request sent on a connection just as we close it fails with ECONNRESET (seen in
// the e2e specs, whose API calls reuse a connection after a few seconds' pause), and behind a
// balancer it becomes a 502. The headers' timeout must be longer still.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const ws = attachWebSockets(server, {
  authenticate: [sessionMiddleware, passport.initialize(), passport.session(), accessTokens],
  publicUrl: config.publicUrl,
  logger,
});
ws.onConnection(chat.onConnection);
const mailer = createMailer(config.smtpUrl, config.mailFrom);
const cron = config.runJobs ? startCron(runtime.db, [...allJobs(mailer, logger, runtime.pictures, config.publicUrl), reconcileJob(payments), ...savedSearchJobs(config.publicUrl, config.sessionSecret)], logger) : undefined;

server.on('error', (err: NodeJS.ErrnoException) => {
  // A port someone else holds stays held: retrying would not help, so no restart either.
  logger.fatal({ err }, `cannot listen on ${config.host}:${config.port}`);
  runtime.embedded?.stopNow();
  process.exit(err.code === 'EADDRINUSE' || err.code === 'EACCES' ? EXIT_CONFIG : 1);
});

server.listen(config.port, config.host, () => {
  const base = config.publicUrl;
  const lines = [
    '',
    `  Thriftz is running on ${base}`,
    `    student app   ${base}/`,
    `    admin app     ${base}/admin/`,
    `    API docs      ${base}/api/docs`,
    `    contract      ${base}/api/openapi.json`,
    `    database      ${runtime.embedded ? `embedded PostgreSQL in ${runtime.embedded.dir}` : 'DATABASE_URL'}`,
    `    pictures      ${config.pictures.driver === 's3' ? `S3 bucket ${config.pictures.bucket}` : `in ${config.dataDir}/uploads`}`,
    `    e-mail        ${config.smtpUrl ? 'SMTP_URL' : 'kept in the email_outbox table and logged (set SMTP_URL to send)'}`,
  ];
  if (config.seedDemo) {
    lines.push(
      '  Demo logins (campus domain ' + config.campusDomains.join(', ') + '):',
      `    student  ${demoAccounts.student.email} / ${demoAccounts.student.password}`,
      `    admin    ${demoAccounts.admin.email} / ${demoAccounts.admin.password}`,
    );
  }
  console.log(lines.join('\n') + '\n');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Whatever holds the shutdown up, the embedded database stops with the process.
  const force = setTimeout(() => {
    logger.warn('shutdown took over 10 s: stopping now');
    runtime.embedded?.stopNow();
    process.exit(1);
  }, 10_000).unref();
  ws.close();
  // Stop accepting; in-flight requests finish, idle keep-alive sockets are closed. A socket that
  // never finishes (a phone that left the Wi-Fi mid-request) is cut after 8 s.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), 8_000).unref();
  await closed;
  clearTimeout(cut);
  await cron?.stop();
  await chat.close();
  mailer?.close();
  await runtime.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Run by npm start's supervisor: should the supervisor vanish (kill -9), this process is
// re-parented, and stops rather than run on unsupervised.
const supervisor = Number(process.env.THRIFTZ_SUPERVISOR_PID);
if (supervisor) {
  setInterval(() => {
    if (process.ppid !== supervisor) void shutdown('supervisor gone');
  }, 1000).unref();
}
