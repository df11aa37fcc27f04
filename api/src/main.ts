import http from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { EXIT_CONFIG, exitOnUnhandledErrors } from './crash.js';
import { startCron } from './jobs/cron-runner.js';
import { allJobs } from './jobs/jobs.js';
import { createMailer } from './modules/email/index.js';
import { reconcileJob } from './modules/payments/index.js';
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

const runtime = await startRuntime(config).catch((err: unknown) => {
  console.error(`Thriftz could not start: ${(err as Error).message}`);
  process.exit(1);
});
const { logger } = runtime;
exitOnUnhandledErrors(logger, () => runtime.embedded?.stopNow());
const { app, sessionMiddleware, passport, chat, payments } = createApp(runtime);
const server = http.createServer(app);
const ws = attachWebSockets(server, {
  authenticate: [sessionMiddleware, passport.initialize(), passport.session()],
  publicUrl: config.publicUrl,
  logger,
});
ws.onConnection(chat.onConnection);
const mailer = createMailer(config.smtpUrl, config.mailFrom);
const cron = config.runJobs ? startCron(runtime.db, [...allJobs(mailer, logger, config.dataDir, config.publicUrl), reconcileJob(payments)], logger) : undefined;

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
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  ws.close();
  // Stop accepting; in-flight requests finish, idle keep-alive sockets are closed.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  await cron?.stop();
  await chat.close();
  mailer?.close();
  await runtime.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
