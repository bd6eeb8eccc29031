import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountsRoutes } from './http/accounts/routes';
import { operatorUserRoutes } from './http/accounts/operator-routes';
import { auditLogRoutes } from './http/audit-log/routes';
import { siteContentRoutes } from './http/content/routes';
import { feedbackInboxRoutes } from './http/feedbacks/routes';
import { cartRoutes } from './http/cart/routes';
import { catalogueRoutes } from './http/catalogue/routes';
import { venueListPageData, venuePageData } from './modules/catalogue';
import { homePageData } from './workflows/home-page-data';
import { contactRoutes } from './http/contacts/routes';
import { couponRoutes } from './http/coupons/routes';
import { enquiryRoutes } from './http/enquiries/routes';
import { healthRoutes } from './http/health/routes';
import { ordersRoutes } from './http/orders/routes';
import { paymentPageRoutes } from './http/payments/page-routes';
import { paymentRoutes } from './http/payments/routes';
import { uploadRoutes } from './http/uploads/routes';
import { walletRoutes } from './http/wallet/routes';
import { siteConfigRoutes } from './http/site-config/routes';
import { supplierApplicationRoutes } from './http/supplier-applications/routes';
import { supplierVenueRoutes } from './http/supplier-venues/routes';
import { priceRuleRoutes } from './http/price-rules/routes';
import { childAccountRoutes } from './http/child-accounts/routes';
import { supplierHomeRoutes } from './http/supplier-home/routes';
import { supplierEnquiryRoutes } from './http/supplier-enquiries/routes';
import { reviewRoutes } from './http/reviews/routes';
import { userMessageRoutes } from './http/user-messages/routes';
import { demandRoutes } from './http/demands/routes';
import { operatorDemandRoutes } from './http/demands/operator-routes';
import { addressRoutes } from './http/addresses/routes';
import { companyRoutes } from './http/companies/routes';
import { invoiceRoutes } from './http/invoices/routes';
import { operatorInvoiceRoutes } from './http/invoices/operator-routes';
import { profileRoutes } from './http/accounts/profile-routes';
import { groupBuyRoutes } from './http/group-buys/routes';
import { bigOrderRoutes } from './http/big-orders/routes';
import { thirdPartyLoginRoutes } from './http/third-party-login/routes';
import { purchasedResourceRoutes } from './http/orders/purchased-routes';
import { thirdPartyLoginSandboxPages } from './http/third-party-login/sandbox-pages';
import { settlementRoutes } from './http/settlement/routes';
import { operatorSettlementRoutes } from './http/settlement/operator-routes';
import { contractRoutes } from './http/contracts/routes';
import type { AppDeps } from './platform/deps';
import { everyJobInOrder } from './background';
import { createNotificationChannels, watchNotificationQueue, type NotificationChannels } from './modules/notifications';
import { notificationRoutes } from './http/notifications/routes';
import { devJobsRoutes } from './http/dev/dev-jobs-routes';
import { registerDevEndpointGuard } from './platform/http/dev-endpoints';
import { insightsRoutes } from './http/insights/routes';
import { registerOperatorGuard } from './platform/http/operator-guard';
import { registerLoginGuard } from './platform/http/login-guard';
import { registerRouteCatalog } from './platform/http/route-catalog';
import { devClockRoutes } from './http/dev/dev-clock-routes';
import { afterSalesRoutes } from './http/after-sales/routes';
import { registerDuplicatePostGuard } from './platform/http/duplicate-post-guard';
import { registerReadYourWrites } from './platform/http/read-your-writes';
import { failure } from './platform/http/envelope';
import { useChineseZodMessages } from './platform/http/chinese-zod-messages';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerNulCharacterGuard } from './platform/http/reject-nul-characters';
import { registerJsonBodyLimits } from './platform/http/json-body-limits';
import { registerCanonicalPathIds } from './platform/http/canonical-path-ids';
import { registerWebApp } from './platform/http/web-app';
import { httpRequestDuration, watchPool } from './platform/metrics/metrics';
import { registerMetricsRoute } from './http/ops/metrics-route';
import { registerFilesRoute } from './http/files/files-route';
import { originalNameReader } from './modules/uploads/index';
import { createFileLinks, registerFileLinkUnsigning } from './platform/storage/file-links';

// Zod's own messages (wrong type, too long…) in Chinese naming the field; the spec's messages are set per field.
useChineseZodMessages();

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Browser features no page of the marketplace uses; the venue list's 附近 asks for the location itself only. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

export interface BuildOptions {
  /** The notification channels the process's worker uses (main.ts); built here when absent. */
  channels?: NotificationChannels;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  watchNotificationQueue(deps.pool, deps.clock);
  const channels = options.channels ?? createNotificationChannels(deps.config, deps.sms, deps.logger);
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // One structured line per request is written in onResponse below (with client headers).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // On shutdown the requests already on a connection are served (with `Connection: close`, below),
    // not refused with a bare 503: the listener closes first, then in-flight work drains.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteCatalog(app);

  // Shutting down: a request that arrives now is turned away with a reason (a proxy retries it on
  // another process); the ones already in flight finish normally. Connections are not kept alive.
  app.addHook('onRequest', async (_request, reply) => {
    if (deps.lifecycle?.draining)
      return reply.status(503).header('connection', 'close').header('retry-after', '1').send(failure(503, '服务正在停止，请稍后重试'));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (deps.lifecycle?.draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/api/fields/:top_physical_id`), never the raw URL: a bounded label set.
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        client: request.headers.client,
        version: request.headers.version,
      },
      'request',
    );
  });

  const gatewayIsHttp = deps.config.ALIPAY_MODE === 'live' && deps.config.ALIPAY_GATEWAY.startsWith('http:');
  // Features this site never uses, switched off for its pages and anything they embed.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Forms post to this site or an https gateway; plain http only to a configured http gateway.
        formAction: ["'self'", 'https:', ...(gatewayIsHttp ? [new URL(deps.config.ALIPAY_GATEWAY).origin] : [])],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (deps.config.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimit, {
      global: true,
      max: deps.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        ...failure(429, '请求过于频繁，请稍后再试'),
        statusCode: context.statusCode,
      }),
    });
  }
  await app.register(formbody);
  registerJsonBodyLimits(app);
  await registerOpenApi(app, { hideDevelopmentRoutes: deps.config.NODE_ENV === 'production' });
  registerNulCharacterGuard(app);
  registerCanonicalPathIds(app);
  const fileLinks = createFileLinks(deps);
  registerFileLinkUnsigning(app);
  registerDuplicatePostGuard(app, deps);
  // With a replica: reads within 10 s of the caller's own write go to the primary.
  if (deps.replica) registerReadYourWrites(app);
  registerDevEndpointGuard(app, deps);
  registerOperatorGuard(app, deps);
  registerLoginGuard(app, deps);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(siteConfigRoutes(deps));
      await api.register(accountsRoutes(deps));
      await api.register(catalogueRoutes(deps));
      await api.register(couponRoutes(deps));
      await api.register(ordersRoutes(deps));
      await api.register(cartRoutes(deps));
      await api.register(enquiryRoutes(deps));
      await api.register(contactRoutes(deps));
      await api.register(walletRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(uploadRoutes(deps));
      await api.register(supplierApplicationRoutes(deps));
      await api.register(supplierVenueRoutes(deps));
      await api.register(priceRuleRoutes(deps));
      await api.register(childAccountRoutes(deps));
      await api.register(supplierHomeRoutes(deps));
      await api.register(supplierEnquiryRoutes(deps));
      await api.register(reviewRoutes(deps));
      await api.register(userMessageRoutes(deps));
      await api.register(operatorUserRoutes(deps));
      await api.register(auditLogRoutes(deps));
      await api.register(feedbackInboxRoutes(deps));
      await api.register(siteContentRoutes(deps));
      await api.register(demandRoutes(deps));
      await api.register(operatorDemandRoutes(deps));
      await api.register(profileRoutes(deps));
      await api.register(addressRoutes(deps));
      await api.register(invoiceRoutes(deps));
      await api.register(operatorInvoiceRoutes(deps));
      await api.register(companyRoutes(deps));
      await api.register(groupBuyRoutes(deps));
      await api.register(bigOrderRoutes(deps));
      await api.register(thirdPartyLoginRoutes(deps));
      await api.register(purchasedResourceRoutes(deps));
      await api.register(settlementRoutes(deps));
      await api.register(operatorSettlementRoutes(deps));
      await api.register(contractRoutes(deps));
      await api.register(afterSalesRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(insightsRoutes(deps));
      await api.register(devClockRoutes(deps));
      await api.register(devJobsRoutes(deps, () => everyJobInOrder(deps, channels)));
    },
    { prefix: '/api' },
  );

  registerMetricsRoute(app, deps.config);
  const unwatch = [watchPool('primary', deps.pool), ...(deps.readPool ? [watchPool('read', deps.readPool)] : [])];
  app.addHook('onClose', async () => {
    unwatch.forEach((stop) => stop());
    if (!options.channels) channels.close();
  });
  registerFilesRoute(app, deps.config, fileLinks, deps.clock, originalNameReader(deps));
  await app.register(paymentPageRoutes(deps));
  await app.register(thirdPartyLoginSandboxPages(deps));
  // Landing pages whose data goes into their HTML (platform/http/page-data.ts).
  await registerWebApp(app, deps.config.webDist, [venuePageData(deps), venueListPageData(deps), homePageData(deps)]);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
