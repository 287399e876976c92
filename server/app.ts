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
import { registerErrorHandling } from './http/errors';
import { defaultBodyLimit, oneLargeListAtATime, refuseLongAddresses, registerJsonParser } from './http/request-limits';
import { refuseUnstorableText } from './http/storable-text';
import { registerApiAreas } from './http/api-areas';
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
import { healthRoutes } from './routes/health';

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
  // Every other file under routes/, under the address its place gives it (http/api-areas.ts).
  await registerApiAreas(app);
  await registerPortal(app, config.staticDir);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
