import Fastify, { type FastifyInstance } from 'fastify';
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
import { registerErrorHandling, registerJsonParser } from './http/errors';
import { refuseUnstorableText } from './http/storable-text';
import { registerPortal } from './http/portal';
import { randomBytes } from 'node:crypto';
import { createAccessCache } from './auth/access-cache';
import { registerAccessControl } from './auth/guard';
import { createOpenIdClient } from './auth/openid';
import { createSessionTokens } from './auth/session-token';
import { sharedSetting } from './auth/settings';
import { registerBuiltInProvider, idpMountPath } from './idp/provider';
import { accessAdminRoutes } from './routes/access-admin';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { multiTenantRoutes } from './routes/multi-tenant';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partner';
import { partnerCatalogRoutes } from './routes/partner-catalog';
import { partnerOrderRoutes } from './routes/partner-orders';
import { notificationRoutes } from './routes/notifications';
import { noticeRoutes } from './routes/notices';
import { partnerMessageRoutes } from './routes/partner-messages';
import { subscriptionRoutes } from './routes/subscriptions';
import { userRoutes } from './routes/user';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    clock: Clock;
  }
}

export type AppOptions = { config: Config; database: Database; clock?: Clock };

const bodyLimit = 5 * 1024 * 1024;

/** The whole server, without listening: `buildApp({ config, database })` in tests, then `app.inject(...)`. */
export async function buildApp({ config, database, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit,
    trustProxy: config.trustProxy,
    // Bulk edits name thousands of ids; everything else is small.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('clock', clock);
  registerErrorHandling(app);
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
      describeBodies('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject, bodyLimit),
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
  app.get('/api/openapi.json', { config: { access: 'open' }, schema: { hide: true } }, async () => app.swagger());

  const isBuiltInProvider = !config.auth.externalAuthority;
  const issuer = config.auth.externalAuthority ?? `${config.publicUrl}${idpMountPath}`;
  if (isBuiltInProvider) await registerBuiltInProvider(app, issuer);
  const openId = await createOpenIdClient(app, issuer, isBuiltInProvider);

  await app.register(healthRoutes);
  await app.register(authRoutes, { openId, isBuiltIn: isBuiltInProvider });
  await app.register(userRoutes);
  await app.register(multiTenantRoutes);
  await app.register(accessAdminRoutes);
  await app.register(partnerRoutes);
  await app.register(subscriptionRoutes);
  await app.register(catalogRoutes);
  await app.register(orderRoutes);
  await app.register(dashboardRoutes);
  await app.register(partnerCatalogRoutes);
  await app.register(partnerOrderRoutes);
  await app.register(notificationRoutes);
  await app.register(noticeRoutes);
  await app.register(partnerMessageRoutes);
  await registerPortal(app, config.staticDir);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
