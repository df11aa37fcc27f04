import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const list = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
  .refine((v) => v.length > 0, 'must name at least one domain');

/** The campus's places to meet, in order; each trimmed, at most 80 characters, blanks dropped. */
const places = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .refine((v) => v.length > 0, 'must name at least one place')
  .refine((v) => v.every((s) => s.length <= 80), 'each place must be at most 80 characters');

/**
 * Express's `trust proxy`, whose X-Forwarded-For entries to believe: a hop count (`1`: the entry the
 * nearest proxy added), `false` (none: the socket's address), or a comma-separated list of the
 * proxies' addresses and CIDR ranges and of `loopback`, `linklocal`, `uniquelocal`. `true` (every
 * entry, so the client's own) is refused: each client could choose the address it is limited by.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddress = (v: string) => ipaddr.IPv4.isValidFourPartDecimal(v) || ipaddr.IPv6.isValid(v);
const isProxy = (entry: string) => {
  const [address = '', range, ...rest] = entry.split('/');
  if (PROXY_NAMES.has(entry)) return true;
  if (!isAddress(address) || rest.length > 0) return false;
  // A prefix length (10.0.0.0/8) or a netmask (10.0.0.0/255.0.0.0).
  return range === undefined || (/^\d+$/.test(range) ? ipaddr.isValidCIDR(entry) : isAddress(range));
};
const trustProxy = z
  .string()
  .trim()
  .refine((v) => v !== 'true', 'true would let each client choose its own address; name the proxies (addresses, CIDRs, loopback) or their number of hops')
  .transform((v): number | false | string => (/^\d+$/.test(v) ? Number(v) : v === 'false' ? false : v))
  .refine(
    (v) => typeof v !== 'string' || v.split(',').every((entry) => isProxy(entry.trim())),
    'must be a number of hops, false, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  );

/** A campus's usual places, for a campus that has not named its own. */
export const DEFAULT_MEETING_SPOTS = [
  'Central Library',
  'Hostel Block A',
  'Hostel Block B',
  'Hostel Block C',
  'Girls Hostel',
  'Main Canteen',
  'Academic Block',
  'Sports Complex',
  'Main Gate',
];

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    DATA_DIR: z.string().default('data'),
    DB_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
    // Every answer within this many milliseconds, whatever the database does (http/request-deadline.ts).
    REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: trustProxy.default('loopback'),
    // The general API budgets a minute (http/rate-limits.ts): per access token, per signed-in
    // account, per address for visitors. The bench raises them: its load comes from one address.
    API_BUDGET_PER_TOKEN: z.coerce.number().int().min(1).max(10_000_000).default(600),
    API_BUDGET_PER_USER: z.coerce.number().int().min(1).max(10_000_000).default(1200),
    API_BUDGET_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(3000),
    CAMPUS_EMAIL_DOMAINS: list.default(['campus.edu']),
    CAMPUS_MEETING_SPOTS: places.default(DEFAULT_MEETING_SPOTS),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default('Thriftz <no-reply@thriftz.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    ALLOW_TEST_PAYMENTS: bool.default(false),
    BOOST_PRICE: z.coerce.number().positive().default(50),
    // At most a week, as the Settings panel allows.
    BOOST_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    EXTRA_LISTING_PRICE: z.coerce.number().positive().default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    VALIDATE_RESPONSES: bool.optional(),
    RUN_JOBS: bool.default(true),
    SEED_DEMO: bool.default(true),
    WEB_DIST: z.string().default('web/dist'),
    ADMIN_DIST: z.string().default('admin/dist'),
    STORE_PORTAL_DIST: z.string().default('store-portal/dist'),
    // Where the mini-store owner portal is served; choose an unguessable path in production.
    STORE_PORTAL_PATH: z
      .string()
      .regex(/^\/[a-z0-9][a-z0-9-]{2,99}$/, 'must be one path segment such as /store-portal (lower case, digits, dashes)')
      .refine((p) => !/^\/(api|admin|assets)(-|$)/.test(p) || /^\/(api|admin|assets)-/.test(p), 'must not be /api, /admin or /assets')
      .default('/store-portal'),
    // The key of the entry codes' keyed hash; defaults to SESSION_SECRET. Changing it voids every code.
    STORE_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // When the site opens to students (the admin's Settings value wins when set); unset = launched.
    LAUNCH_AT: z.iso
      .datetime({ offset: true })
      .transform((v) => new Date(v))
      .optional(),
    // Where pictures are kept: `local` (DATA_DIR/uploads, one instance) or `s3` (a bucket all instances share).
    PICTURE_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    // MinIO, Cloudflare R2 and other S3-compatible stores; unset for AWS S3.
    S3_ENDPOINT: z.url().optional(),
    // Bucket in the path (http://host/bucket/key) rather than the host name: MinIO usually needs it.
    S3_FORCE_PATH_STYLE: bool.default(false),
    // Unset: the SDK's own chain (AWS_* variables, the instance's or task's role, ~/.aws).
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Keys start with it (`thriftz/` gives thriftz/pictures/<id>/<variant>.webp), to share a bucket.
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'may hold letters, digits, slashes and !_.*\'()- only')
      .optional(),
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message: 'is required in production',
  })
  .refine((c) => !c.RAZORPAY_KEY_ID === !c.RAZORPAY_KEY_SECRET, {
    path: ['RAZORPAY_KEY_SECRET'],
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set together or not at all',
  })
  .refine((c) => !c.RAZORPAY_KEY_ID || c.RAZORPAY_WEBHOOK_SECRET, {
    path: ['RAZORPAY_WEBHOOK_SECRET'],
    message: 'is required with RAZORPAY_KEY_ID (the webhook is how a payment whose tab was closed is fulfilled)',
  })
  // A public site (https) without Razorpay would take every payment through the test gateway,
  // whose Pay button grants plans and boosts for nothing: only when the operator says so.
  .refine((c) => c.RAZORPAY_KEY_ID || c.ALLOW_TEST_PAYMENTS || !c.PUBLIC_URL?.startsWith('https://'), {
    path: ['RAZORPAY_KEY_ID'],
    message:
      'is required when PUBLIC_URL is https: without it the built-in test gateway grants plans and boosts for free (set ALLOW_TEST_PAYMENTS=true for a public demo)',
  })
  .refine((c) => !c.GOOGLE_CLIENT_ID === !c.GOOGLE_CLIENT_SECRET, {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
  })
  .refine((c) => c.PICTURE_STORAGE !== 's3' || c.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required with PICTURE_STORAGE=s3',
  })
  .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
  });

/** Where the pictures are kept (see the images module's picture store). */
export type PictureStorage =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** '' or ending in '/': put before `pictures/<id>/<variant>.webp`. */
      prefix: string;
    };

function pictureStorage(env: z.infer<typeof schema>): PictureStorage {
  if (env.PICTURE_STORAGE === 'local') return { driver: 'local' };
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    driver: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}

export type Config = ReturnType<typeof toConfig>;

/** Paths in the config are relative to the repository root, wherever the process starts. */
const repoRoot = path.resolve(import.meta.dirname, import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../..');

function toConfig(env: z.infer<typeof schema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    dbPoolMax: env.DB_POOL_MAX,
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
    sessionSecret: env.SESSION_SECRET ?? 'thriftz-development-secret-not-for-production',
    trustProxy: env.TRUST_PROXY,
    apiBudgets: {
      apiPerTokenPerMinute: env.API_BUDGET_PER_TOKEN,
      apiPerUserPerMinute: env.API_BUDGET_PER_USER,
      apiPerAddressPerMinute: env.API_BUDGET_PER_ADDRESS,
    },
    secureCookies: publicUrl.startsWith('https://'),
    campusDomains: env.CAMPUS_EMAIL_DOMAINS,
    meetingSpots: env.CAMPUS_MEETING_SPOTS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    /**
     * Razorpay when its keys are set; otherwise the built-in test gateway, whose secrets only
     * need to be stable across this deployment's instances.
     */
    payments: {
      gateway: env.RAZORPAY_KEY_ID ? ('razorpay' as const) : ('test' as const),
      keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_thriftz_offline',
      keySecret: env.RAZORPAY_KEY_SECRET ?? 'thriftz-test-gateway-key-secret',
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? 'thriftz-test-gateway-webhook-secret',
      boostPrice: env.BOOST_PRICE,
      boostHours: env.BOOST_HOURS,
      extraListingPrice: env.EXTRA_LISTING_PRICE,
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    validateResponses: env.VALIDATE_RESPONSES ?? env.NODE_ENV !== 'production',
    runJobs: env.RUN_JOBS,
    seedDemo: env.SEED_DEMO,
    webDist: path.resolve(repoRoot, env.WEB_DIST),
    adminDist: path.resolve(repoRoot, env.ADMIN_DIST),
    storePortal: {
      dist: path.resolve(repoRoot, env.STORE_PORTAL_DIST),
      path: env.STORE_PORTAL_PATH,
      codeSecret: env.STORE_CODE_SECRET ?? env.SESSION_SECRET ?? 'thriftz-development-secret-not-for-production',
    },
    launchAt: env.LAUNCH_AT,
    pictures: pictureStorage(env),
    repoRoot,
  };
}

/** The one reader of process.env. A bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
