import express from 'express';
import type { AppDeps } from './app-deps.js';
import { createCacheBus } from './db/cache-bus.js';
import { compressResponses } from './http/compression.js';
import { docsRoutes } from './http/docs.js';
import { apiNotFound, createErrorHandler } from './http/error-handler.js';
import { sameOriginWrites } from './http/origin-check.js';
import { launchGate } from './http/launch-gate.js';
import { prelaunchShell } from './http/prelaunch-shell.js';
import { routeByPrefix } from './http/prefix-gate.js';
import { notFound } from './http/problem.js';
import { requestContext } from './http/request-context.js';
import { requestDeadline } from './http/request-deadline.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { series, under } from './http/series.js';
import { createSessionMiddleware, whenSessionPossible } from './http/session.js';
import { staticApps } from './http/static-apps.js';
import { webPages } from './http/web-pages.js';
import { storeSessions } from './http/store-session.js';
import { accessTokens } from './http/access-token.js';
import { apiCors } from './http/cors.js';
import { uploadSlots } from './http/upload-slots.js';
import { contractPath, openApiValidator } from './http/validator.js';
import { adminReportsRoutes } from './modules/admin-reports/index.js';
import { adminCommerceRoutes } from './modules/admin-commerce/index.js';
import {
  adminContactRoutes,
  adminDashboardRoutes,
  adminModerationRoutes,
  adminRoutes,
  adminSubscriptionsRoutes,
  adminUserSubscriptionsRoutes,
} from './modules/admin/index.js';
import { alertsRoutes } from './modules/alerts/index.js';
import { savedSearchesFormMessages, savedSearchesRoutes } from './modules/saved-searches/index.js';
import { offersRoutes } from './modules/offers/index.js';
import { adsRoutes } from './modules/ads/index.js';
import { createChat } from './modules/chat/index.js';
import { authRoutes, createPassport } from './modules/auth/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { contentFormMessages, contentRoutes, sanityCreatableType, sanityErrorField } from './modules/content/index.js';
import { earlyAccessRoutes } from './modules/early-access/index.js';
import { financeFormMessages, financeRoutes } from './modules/finance/index.js';
import { emailAdminRoutes, emailFormMessages, emailRoutes, PROMOTIONAL_EMAIL_PATHS } from './modules/email/index.js';
import { imagesRoutes } from './modules/images/index.js';
import { ORDER_EMAIL_PATHS, ordersRoutes, portalOrdersRoutes } from './modules/orders/index.js';
import { recruitmentFormMessages, recruitmentRoutes } from './modules/recruitment/index.js';
import { reportsRoutes } from './modules/reports/index.js';
import { reviewsFormMessages, reviewsRoutes } from './modules/reviews/index.js';
import { requestsRoutes } from './modules/requests/index.js';
import { roommatesFormMessages, roommatesRoutes } from './modules/roommates/index.js';
import { moderationRoutes } from './modules/moderation/index.js';
import { notificationsRoutes, siteBannerQueries } from './modules/notifications/index.js';
import { listingPage, listingsDiscoveryRoutes, listingsRoutes } from './modules/listings/index.js';
import { currentSubscriptionJoin, requestSubscriptionConfirmation, subscriptionsRoutes } from './modules/subscriptions/index.js';
import { boostsRoutes } from './modules/boosts/index.js';
import { adminRefundsRoutes, createPaymentsContext, issueRefunds, paymentsRoutes, refundCancelledOrders, requestOrderRefunds } from './modules/payments/index.js';
import { launchTimeReader, settingsFormMessages, settingsRoutes } from './modules/settings/index.js';
import { systemRoutes } from './modules/system/index.js';
import { readSessionWithUser, usersRoutes } from './modules/users/index.js';
import { storePortalRoutes } from './modules/store-portal/index.js';
import { miniStoresPage, storeProductsFormMessages, storeProductsRoutes } from './modules/store-products/index.js';
import { storeSettingsFormMessages, storesRoutes } from './modules/stores/index.js';
import { wishlistRoutes } from './modules/wishlist/index.js';
import { tokenResolver, tokensFormMessages, tokensRoutes } from './modules/tokens/index.js';

/** The whole HTTP app, without listening; main.ts and the tests both build it. */
export function createApp(deps: AppDeps) {
  const { config, db, pool, logger } = deps;
  // Drops this instance's in-memory copies (the live settings) when the database says they changed.
  const caches = createCacheBus(db, pool, logger);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  const onRazorpay = config.payments.gateway === 'razorpay';
  const razorpay = {
    script: onRazorpay ? ['https://checkout.razorpay.com'] : [],
    frame: onRazorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [],
    connect: onRazorpay ? ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'] : [],
  };
  const session = createSessionMiddleware(config, pool, db, readSessionWithUser);
  const passport = createPassport(db, config);
  // `Authorization: Bearer` instead of the session (which then is not read), before the checks that read who calls.
  const bearer = accessTokens(passport, tokenResolver(db));
  // Everything every request passes before the modules' routes, as one layer (series.ts says why).
  app.use(
    series([
      requestLog(app, logger),
      requestContext,
      compressResponses(),
      // Every answer within the deadline, whatever the database does (before the session, which reads it).
      requestDeadline(config.requestDeadlineMs),
      securityHeaders({
        contentSecurityPolicy: {
          directives: {
            'img-src': ["'self'", 'data:', 'blob:', 'https:'],
            // MUI (admin) and Radix position elements with inline styles.
            'style-src': ["'self'", "'unsafe-inline'"],
            'connect-src': ["'self'", ...razorpay.connect],
            // Razorpay's checkout (only when its keys are configured) is a script and a frame of theirs.
            'script-src': ["'self'", ...razorpay.script],
            'frame-src': razorpay.frame.length ? razorpay.frame : ["'none'"],
            'upgrade-insecure-requests': config.secureCookies ? [] : null,
          },
        },
        strictTransportSecurity: config.secureCookies,
      }),
      under('/api', apiCors),
      // A router of its own: only its paths pay for its matching.
      under(['/api/docs', '/api/openapi.json'], docsRoutes(contractPath(config))),
      // Before anything that can refuse a request, so every refusal on these paths carries `error`.
      under(['/api/sanity', '/api/create-conversation', ...ORDER_EMAIL_PATHS, ...PROMOTIONAL_EMAIL_PATHS, '/api/recruitment/submit'], sanityErrorField),
      // The webhook's signature is over the exact bytes Razorpay sent, so those are kept beside the parse.
      express.json({
        limit: '100kb',
        verify: (req, _res, buf) => {
          if (req.url?.startsWith('/api/razorpay/webhook')) (req as typeof req & { rawBody?: Buffer }).rawBody = buf;
        },
      }),
      // The unsubscribe page's button and mail apps' one-click unsubscribe post a form.
      under('/api/email/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' })),
      passport.initialize(),
      whenSessionPossible([session.middleware, passport.session()]),
      under('/api', bearer),
      // The general budget (per token, signed-in user or address) and its RateLimit headers.
      under('/api', ...deps.rateLimits.api),
      under('/api', sameOriginWrites(config.publicUrl)),
      under('/api', storeSessions(db)),
      // Knows who is calling (an admin passes) and refuses before the validator reads the input.
      launchGate(contractPath(config), launchTimeReader(db, config)),
      // Between the session (who is uploading) and the validator (which reads the body).
      under('/api', uploadSlots()),
    ]),
  );
  app.post('/api/sanity/create', sanityCreatableType);
  app.use(series(openApiValidator(config)));
  const chat = createChat(deps);
  const payments = createPaymentsContext(db, config, logger);
  // A paid order cancelled by its store or an admin is refunded at once; should that fail, the
  // reconciler's sweep refunds it, so the cancel itself never fails for it.
  const ordersCancelled = (ids: string[]) =>
    refundCancelledOrders(payments, ids).catch((err: unknown) => logger.error({ err, ids }, 'could not refund cancelled orders; the reconciler will'));
  // An admin deleting a paid order that was not delivered: its refund is recorded with the delete
  // and issued after it (or by the reconciler's retry).
  const orderRefunds = { ordersCancelled, owedBack: requestOrderRefunds, issue: (ids: string[]) => issueRefunds(payments, ids) };
  // Each module's routes run only for its own paths (see routeByPrefix).
  app.use(
    routeByPrefix([
      systemRoutes(deps),
      authRoutes(deps, passport),
      usersRoutes(deps, currentSubscriptionJoin),
      subscriptionsRoutes(deps),
      paymentsRoutes(deps, payments),
      boostsRoutes(deps),
      ordersRoutes(deps),
      portalOrdersRoutes(deps, ordersCancelled),
      emailRoutes(deps, requestSubscriptionConfirmation),
      earlyAccessRoutes(deps),
      imagesRoutes(deps),
      listingsDiscoveryRoutes(deps),
      listingsRoutes(deps),
      requestsRoutes(deps),
      roommatesRoutes(deps),
      wishlistRoutes(deps),
      alertsRoutes(deps),
      savedSearchesRoutes(deps),
      offersRoutes(deps),
      reportsRoutes(deps),
      reviewsRoutes(deps),
      contactRoutes(deps),
      storesRoutes(deps),
      storeProductsRoutes(deps),
      storePortalRoutes(deps),
      chat.routes,
      adminRoutes(deps),
      adminModerationRoutes(deps),
      adminContactRoutes(deps),
      adminSubscriptionsRoutes(deps),
      adminDashboardRoutes(deps),
      adminCommerceRoutes(deps, orderRefunds),
      adsRoutes(deps),
      financeRoutes(deps),
      adminRefundsRoutes(deps),
      settingsRoutes(deps),
      recruitmentRoutes(deps),
      moderationRoutes(deps),
      contentRoutes(deps),
      adminReportsRoutes(deps),
      emailAdminRoutes(deps),
      adminUserSubscriptionsRoutes(deps),
      notificationsRoutes(deps),
      tokensRoutes(deps),
    ]),
  );
  app.use('/api', apiNotFound);
  app.use(prelaunchShell(config.webDist, ['/api/', '/admin/', `${config.storePortal.path}/`], launchTimeReader(db, config)));
  app.use(
    webPages({
      logger,
      webDist: config.webDist,
      pages: [listingPage(db), miniStoresPage(db)],
      everyPage: [siteBannerQueries(db)],
      // The other apps' paths (their bare mount paths redirect) and the build's files.
      skip: ['/api/', '/admin', config.storePortal.path, '/assets/'],
    }),
  );
  app.use(staticApps(config.webDist, config.adminDist, config.storePortal));
  // What nobody answered (a missing asset, a DELETE of a page) ends as ours: a page or a problem.
  app.use((_req, _res, next) => next(notFound('Not found.')));
  // The modules' forms, worded as the spec has them when the validator refuses a field.
  app.use(createErrorHandler({ ...roommatesFormMessages, ...contentFormMessages, ...storeProductsFormMessages, ...storeSettingsFormMessages, ...financeFormMessages, ...settingsFormMessages, ...emailFormMessages, ...recruitmentFormMessages, ...tokensFormMessages, ...savedSearchesFormMessages, ...reviewsFormMessages }));

  return {
    app,
    sessionMiddleware: session.middleware,
    passport,
    /** The access-token check, for the WebSocket upgrade's authentication (after the session's). */
    accessTokens: bearer,
    // main.ts and the tests wait for `chat.ready` and end the app's LISTEN connections with
    // `chat.close()`: the cache bus's are part of both.
    chat: {
      ...chat,
      ready: Promise.all([chat.ready, caches.ready]).then(() => undefined),
      close: () => Promise.all([chat.close(), caches.close()]).then(() => undefined),
    },
    caches,
    payments,
  };
}
