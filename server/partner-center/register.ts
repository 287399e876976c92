// Partner Center in the server: the built-in sandbox when PARTNER_CENTER_URL is not set, and `app.partnerCenter`,
// the client, ready once the server listens (with the built-in provider and sandbox in the same process, it talks
// to the process's own address over real HTTP, as it would to Microsoft).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { idpMountPath, partnerCenterClientOf } from '../idp/provider';
import { partnerCenterClient, type PartnerCenter } from './client';
import { parseFaults } from './sandbox/faults';
import { sandboxMountPath } from './sandbox/http';
import { partnerCenterSandbox } from './sandbox/plugin';
import { sandboxCustomers } from './sandbox/schema';
import { seedSandboxFromPortal } from './sandbox/seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Partner Center client (real or the built-in sandbox, as configured); usable once the server listens. */
    partnerCenter: PartnerCenter;
  }
}

/** The address this process listens on, as a URL its own calls can use. */
function ownAddress(app: FastifyInstance) {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new Error('The Partner Center client talks to this server over HTTP: call it once the server listens');
  }
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Mounts the sandbox (when configured) and decorates the app with its Partner Center client. */
export async function registerPartnerCenter(app: FastifyInstance, builtInProvider: Provider | null) {
  const settings = app.config.partnerCenter;
  const usesBuiltInAuthority = !settings.authority;
  if (settings.isSandbox) {
    const verifyToken = async (token: string) => {
      if (!builtInProvider || !usesBuiltInAuthority) return false;
      const issued = await builtInProvider.ClientCredentials.find(token).catch(() => undefined);
      return issued?.clientId === settings.clientId;
    };
    if (!builtInProvider || !usesBuiltInAuthority) {
      app.log.warn(
        "The built-in Partner Center sandbox accepts only the built-in identity provider's tokens: set PARTNER_CENTER_URL to a Partner Center that accepts yours",
      );
    }
    await app.register(async (sandbox) =>
      partnerCenterSandbox(sandbox, {
        verifyToken,
        delayMs: settings.sandbox.delayMs,
        faults: parseFaults(settings.sandbox.faults),
      }),
    );
    // A database of before the sandbox (its tables empty): the sandbox starts holding what the portal holds.
    const [anyCustomer] = await app.database.db
      .select({ tenantId: sandboxCustomers.tenantId })
      .from(sandboxCustomers)
      .limit(1);
    if (!anyCustomer) await seedSandboxFromPortal(app.database.db);
  }

  let client: Promise<PartnerCenter> | null = null;
  const resolve = () => {
    client ??= (async () => {
      const own = settings.isSandbox || usesBuiltInAuthority ? ownAddress(app) : '';
      const { clientId, clientSecret } = usesBuiltInAuthority
        ? await partnerCenterClientOf(app)
        : { clientId: settings.clientId, clientSecret: settings.clientSecret ?? '' };
      return partnerCenterClient({
        url: settings.isSandbox ? `${own}${sandboxMountPath}` : settings.url,
        authority: settings.authority ?? `${app.config.publicUrl}${idpMountPath}`,
        // The built-in provider is in this process: its token endpoint at this process's address, no discovery.
        tokenEndpoint: usesBuiltInAuthority ? `${own}${idpMountPath}/token` : undefined,
        scope: usesBuiltInAuthority ? '' : undefined,
        clientId,
        clientSecret,
      });
    })().catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
  const partnerCenter: PartnerCenter = {
    getCustomer: async (...args) => (await resolve()).getCustomer(...args),
    createCustomer: async (...args) => (await resolve()).createCustomer(...args),
    createOrder: async (...args) => (await resolve()).createOrder(...args),
    getOrder: async (...args) => (await resolve()).getOrder(...args),
    listSubscriptions: async (...args) => (await resolve()).listSubscriptions(...args),
    getSubscription: async (...args) => (await resolve()).getSubscription(...args),
    updateSubscription: async (...args) => (await resolve()).updateSubscription(...args),
    billedLineItems: async (...args) => (await resolve()).billedLineItems(...args),
  };
  app.decorate('partnerCenter', partnerCenter);
}
