import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describeBodies, describeRoute } from './http/openapi';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './time/clock';
import { registerErrorHandling } from './http/errors';
import { defaultBodyLimit, oneLargeListAtATime, refuseLongAddresses, registerJsonParser } from './http/request-limits';
import { refuseUnstorableText } from './http/storable-text';
import { registerPortal } from './http/portal';
import { randomBytes } from 'node:crypto';
import { createAccessCache } from './auth/access-cache';
import { registerAccessControl } from './auth/guard';
import { createOpenIdClient } from './auth/openid';
import { createSessionTokens } from './auth/session-token';
import { sharedSetting } from './auth/settings';
import { registerBuiltInProvider, idpMountPath } from './idp/provider';
import { registerPartnerCenter } from './partner-center/register';
import { authRoutes } from './routes/auth';
import { billingProfileRoutes } from './routes/billing-profiles';
import { catalogRoutes } from './routes/catalog';
import { catalogAssignmentRoutes } from './routes/catalog/partner/catalog-assignments';
import { partnerBillingProfileRoutes } from './routes/catalog/partner/billing-profiles';
import { partnerCatalogRoutes } from './routes/catalog/partner/catalogs';
import { partnerCatalogItemRoutes } from './routes/catalog/partner/items';
import { partnerProductRoutes } from './routes/catalog/partner/products';
import { catalogTemplateRoutes } from './routes/catalog/partner/templates';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { accessHistoryRoutes } from './routes/multi-tenant/access-history';
import { companyAccessRoutes } from './routes/multi-tenant/companies';
import { currentUserCompanyRoutes } from './routes/multi-tenant/user';
import { peopleRoutes } from './routes/multi-tenant/users';
import { noticeFeedRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { approvalPolicyRoutes } from './routes/partner/approval-policy';
import { partnerCompanyRoutes } from './routes/partner/companies';
import { partnerDashboardRoutes } from './routes/partner/dashboard';
import { driftRoutes } from './routes/partner/drift';
import { billingRunRoutes } from './routes/partner/billing-runs';
import { reconciliationRoutes } from './routes/partner/reconciliation';
import { billingEntityRoutes } from './routes/partner/billing-entity';
import { partnerInvoiceRoutes } from './routes/partner/invoices';
import { invoiceRoutes } from './routes/invoices';
import { jobFailureRoutes } from './routes/partner/job-failures';
import { partnerMessageRoutes } from './routes/partner/messages';
import { partnerProvisioningRoutes } from './routes/partner/provisioning';
import { notificationRoutes } from './routes/partner/notifications';
import { partnerOrderRoutes } from './routes/partner/orders';
import { partnerSwitchRoutes } from './routes/partner/switch-company';
import { partnerSubscriptionRoutes } from './routes/partner/subscriptions';
import { subscriptionRoutes } from './routes/subscriptions';
import { myAccessHistoryRoutes } from './routes/user/access-history';
import { noticeRoutes } from './routes/user/notices';
import { profileRoutes } from './routes/user/profile';
import { sessionRoutes } from './routes/user/sessions';

/**
 * Each API area at its address, its file under routes/ named by it: `/api/v1/partner/orders` is
 * `routes/partner/orders.ts`, whose handlers declare their paths relative to that address.
 */
const apiAreas: [prefix: string, routes: FastifyPluginAsync][] = [
  ['/api/v1/user', profileRoutes],
  ['/api/v1/user', myAccessHistoryRoutes],
  ['/api/v1/user', noticeRoutes],
  ['/api/v1/user', sessionRoutes],
  ['/api/v1/multi-tenant', currentUserCompanyRoutes],
  ['/api/v1/multi-tenant', companyAccessRoutes],
  ['/api/v1/multi-tenant', peopleRoutes],
  ['/api/v1/multi-tenant', accessHistoryRoutes],
  ['/api/v1/partner', partnerCompanyRoutes],
  ['/api/v1/partner', partnerSwitchRoutes],
  ['/api/v1/partner', partnerOrderRoutes],
  ['/api/v1/partner', partnerSubscriptionRoutes],
  ['/api/v1/partner', approvalPolicyRoutes],
  ['/api/v1/partner', partnerDashboardRoutes],
  ['/api/v1/partner', notificationRoutes],
  ['/api/v1/partner', partnerMessageRoutes],
  ['/api/v1/partner', jobFailureRoutes],
  ['/api/v1/partner', partnerProvisioningRoutes],
  ['/api/v1/partner', driftRoutes],
  ['/api/v1/partner', billingRunRoutes],
  ['/api/v1/partner', reconciliationRoutes],
  ['/api/v1/partner', billingEntityRoutes],
  ['/api/v1/partner', partnerInvoiceRoutes],
  ['/api/v1/subscriptions', subscriptionRoutes],
  ['/api/v1/catalog', catalogRoutes],
  ['/api/v1/catalog/partner', partnerCatalogRoutes],
  ['/api/v1/catalog/partner', partnerCatalogItemRoutes],
  ['/api/v1/catalog/partner', catalogTemplateRoutes],
  ['/api/v1/catalog/partner', partnerProductRoutes],
  ['/api/v1/catalog/partner', partnerBillingProfileRoutes],
  ['/api/v1/catalog/partner', catalogAssignmentRoutes],
  ['/api/v1/orders', orderRoutes],
  ['/api/v1/invoices', invoiceRoutes],
  ['/api/v1/billing-profiles', billingProfileRoutes],
  ['/api/v1/dashboard', dashboardRoutes],
  ['/api/v1/notifications', noticeFeedRoutes],
];

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    clock: Clock;
    /** The job queue's outbox: `wake()` after a commit that queued emails sends them now (jobs/queue.ts sets it). */
    outboxQueue: { wake: () => void };
    /** The job queue's provisioning: `wake()` after a commit that asked Microsoft for something sends it now. */
    provisioningQueue: { wake: () => void };
    /** Makes the PDFs (and emails) of invoices just issued (server/billing/issue.ts). */
    invoiceQueue: { wake: () => void };
    /** The job queue's sync with Microsoft: `wake()` sends a job now; false when this process runs no job queue. */
    driftQueue: { wake: () => boolean };
  }
}

export type AppOptions = { config: Config; database: Database; clock?: Clock };

/** The whole server, without listening: `buildApp({ config, database })` in tests, then `app.inject(...)`. */
export async function buildApp({ config, database, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: defaultBodyLimit,
    trustProxy: config.trustProxy,
    // Bulk edits name thousands of ids; everything else is small.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('clock', clock);
  // Without the job queue (tests, a process that runs none), emails wait for whichever process sweeps next.
  app.decorate('outboxQueue', { wake: () => {} });
  app.decorate('provisioningQueue', { wake: () => {} });
  app.decorate('invoiceQueue', { wake: () => {} });
  app.decorate('driftQueue', { wake: () => false });
  registerErrorHandling(app);
  refuseLongAddresses(app);
  oneLargeListAtATime(app);
  registerJsonParser(app);
  refuseUnstorableText(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Subscription portal API',
        version: '1',
        description:
          'Lists speak ra-data-simple-rest: `sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"text"}`, answered with an array and a `Content-Range` header. Errors are `{statusCode, error, message}`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeRoute,
    transformObject: (documents) =>
      describeBodies(
        'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject,
        defaultBodyLimit,
      ),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The reference's own policy (hashes of its scripts), as strict as the portal's about framing and <base>.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace("base-uri 'self'", "base-uri 'none'"),
  });

  const sessionSecret =
    config.auth.sessionSecret ??
    (await sharedSetting(database.db, 'session_secret', () => randomBytes(48).toString('base64url')));
  registerAccessControl(
    app,
    createSessionTokens(sessionSecret, config.auth.sessionTtlMinutes),
    await createAccessCache(database),
  );
  app.get(
    '/api/openapi.json',
    { config: { access: 'open' }, schema: { hide: true } },
    async function serveOpenApiDocument() {
      return app.swagger();
    },
  );

  const isBuiltInProvider = !config.auth.externalAuthority;
  const issuer = config.auth.externalAuthority ?? `${config.publicUrl}${idpMountPath}`;
  const builtInProvider = isBuiltInProvider ? await registerBuiltInProvider(app, issuer) : null;
  await registerPartnerCenter(app, builtInProvider);
  const openId = await createOpenIdClient(app, issuer, isBuiltInProvider);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/v1/auth', openId, isBuiltIn: isBuiltInProvider });
  for (const [prefix, routes] of apiAreas) await app.register(routes, { prefix });
  await registerPortal(app, config.staticDir);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
