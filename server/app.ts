// Composes the HTTP application: middleware, /api routes, the single-page app.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from './http/context';
import { describeError } from './http/error-description';
import { busyRefusal, errorResponse, HttpError } from './http/errors';
import { allowedMethodsOf } from './http/allowed-methods';
import { apiGuards, UNSAFE_METHODS } from './http/guards';
import { requestLanguage } from './i18n/request-language';
import { logRequest } from './http/logger';
import { requestId } from './http/request-id';
import { API_DEFAULT_HEADERS, prepareHeaders, securityHeaders, whenAccepted } from './http/response-headers';
import { spaRoutes } from './http/spa';
import { requireStaff } from './http/staff-access';
import { opsNotificationRoutes } from './routes/ops-notifications';
import { phoneVerificationRoutes } from './routes/phone-verification';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { calendarRoutes } from './routes/calendar';
import { carRoutes } from './routes/cars';
import { contactRoutes } from './routes/contact';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { invoiceRoutes } from './routes/invoices';
import { opsRoutes } from './routes/ops';
import { opsBoardRoutes } from './routes/ops-board';
import { opsDeskRoutes } from './routes/ops-desk';
import { opsWorkshopRoutes } from './routes/ops-workshop';
import { opsRefundRequestRoutes } from './routes/ops-refund-requests';
import { opsBackupRoutes } from './backup/route';
import { opsReportRoutes } from './reports/route';
import { opsPaymentRoutes } from './routes/ops-payments';
import { staffAuthRoutes } from './routes/staff-auth';
import { paymentRoutes } from './routes/payments';
import { serviceRoutes } from './routes/services';
import { publicWorkshopRoutes, settingsRoutes } from './routes/settings';
import { WEBHOOKS_PREFIX, webhookRoutes } from './routes/webhooks';
import { PAYMENT_RETURN_PREFIX, paymentReturnRoutes } from './routes/payment-returns';
import { DomainError, type DomainErrorKind } from './services/errors';
import { serverMessages } from './messages';
import { metricsRoutes } from './metrics/route';
import { hostedFormOrigins } from './payments/settings';
import { testClockRoutes } from './test-clock/route';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

/**
 * Looking at a GET request's (absent) body makes the node adapter build a full Request with an AbortSignal for every
 * read; skipping the limit there measured ~15% of the catalogue endpoint's CPU.
 */
const onlyForMethodsWithBody =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    UNSAFE_METHODS.has(c.req.method) ? middleware(c, next) : next();

/**
 * The providers' webhooks are no browser's requests: they carry their own signature and body (form or JSON, up to
 * WEBHOOK_BODY_MAX_BYTES), so the browser guards and the JSON body limit stay away from them. So does the return
 * from a payment gateway's hosted page, a form the gateway's own site posts (its hash is checked instead).
 */
const exceptWebhooks =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.path.startsWith(WEBHOOKS_PREFIX) || c.req.path.startsWith(PAYMENT_RETURN_PREFIX) ? next() : middleware(c, next);

/** The app over its dependencies (createAppDeps in server/app-deps.ts). */
export function createApp(deps: AppDeps) {
  const { config, logger, metrics } = deps;
  const app = new Hono<AppEnv>();

  // First, so that every answer (refusals and failures included) is made in the request's language.
  app.use(requestLanguage());
  app.use(requestId());

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePath(c);
    logRequest(logger, { method: c.req.method, route, status: c.res.status, started, requestId: c.get('requestId') });
    metrics.observeRequest(c.req.method, route, c.res.status, started);
  });

  app.use(whenAccepted(compress()));
  app.use(prepareHeaders(securityHeaders(config.nodeEnv === 'production', hostedFormOrigins(config))));

  app.use(
    '/api/*',
    prepareHeaders(API_DEFAULT_HEADERS),
    exceptWebhooks(onlyForMethodsWithBody(bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, 413, serverMessages.payloadTooLarge) }))),
    exceptWebhooks(apiGuards({ trustProxy: config.trustProxy, publicUrl: config.publicUrl })),
    // A change may queue mail, composed inside its transaction from the workshop's details held in memory: bring
    // them up to date first (one row read at most every few seconds), so a change made on the Settings page of any
    // instance reaches this one's mails without a restart.
    onlyForMethodsWithBody(async (_, next) => {
      await deps.profile.fresh();
      await next();
    }),
  );

  app.route('/api', healthRoutes(deps));
  app.route('/api', docsRoutes());
  app.route('/api', authRoutes(deps));
  app.route('/api', phoneVerificationRoutes(deps));
  app.route('/api', staffAuthRoutes(deps));
  app.route('/api', serviceRoutes(deps));
  app.route('/api', carRoutes(deps));
  app.route('/api', bookingRoutes(deps));
  app.route('/api', calendarRoutes(deps));
  app.route('/api', invoiceRoutes(deps));
  app.route('/api', paymentReturnRoutes(deps));
  app.route('/api', paymentRoutes(deps));
  app.route('/api', contactRoutes(deps));
  app.route('/api', publicWorkshopRoutes(deps));
  app.route('/api', webhookRoutes(deps));
  // Not there at all unless TEST_CLOCK, which only NODE_ENV=test accepts (server/config.ts).
  if (config.testClock) app.route('/api', testClockRoutes(config.testClock, config.opsToken));
  // Every /api/ops/… route: the ops token or a staff/admin session (c.var.actor says which).
  app.use('/api/ops/*', requireStaff(deps));
  app.route('/api', opsRoutes(deps));
  app.route('/api', opsBoardRoutes(deps));
  app.route('/api', opsDeskRoutes(deps));
  app.route('/api', opsWorkshopRoutes(deps));
  app.route('/api', settingsRoutes(deps));
  app.route('/api', opsRefundRequestRoutes(deps));
  app.route('/api', opsNotificationRoutes(deps));
  app.route('/api', opsBackupRoutes(deps));
  app.route('/api', opsReportRoutes(deps));
  app.route('/api', opsPaymentRoutes(deps));
  const allowedMethods = allowedMethodsOf(app);
  const apiNotFound = (c: Context<AppEnv>) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) return errorResponse(c, 405, serverMessages.methodNotAllowed(allowed.join(', ')), undefined, { Allow: allowed.join(', ') });
    return errorResponse(c, 404, serverMessages.routeNotFound);
  };
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.route('/', metricsRoutes(deps));
  app.route('/', spaRoutes(config.clientDir));

  app.notFound((c) => (c.req.path.startsWith('/api') ? errorResponse(c, 404, serverMessages.routeNotFound) : c.text('Not Found', 404)));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.errors, error.headers, undefined, error.data);
    if (error instanceof DomainError) {
      const { field, data } = error.details;
      return errorResponse(c, DOMAIN_STATUS[error.kind], error.message, field ? { [field]: [error.message] } : undefined, {}, error.reason, data);
    }
    const busy = busyRefusal(error);
    if (busy) return errorResponse(c, busy.status, busy.message, undefined, busy.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, error.status === 413 ? serverMessages.payloadTooLarge : error.message || serverMessages.validationFailed);
    }
    logger.error('unhandled error', { request_id: c.get('requestId'), method: c.req.method, route: routePath(c), ...describeError(error) });
    return errorResponse(c, 500, serverMessages.internal);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
