// The built-in Partner Center sandbox: the subset of Microsoft's REST API the portal's client uses, at
// /partner-center/v1/..., answering as Partner Center does (paths, verbs, status codes, error bodies, field names)
// with the new-commerce rules of rules.ts. Mounted only when PARTNER_CENTER_URL is not set. This file holds what
// every call meets (the token check, the faults, the error body); each area's routes are in its own file.
import type { FastifyInstance } from 'fastify';
import { sandboxCustomerRoutes } from './customer-routes';
import { createFaults, faultSchema, type Fault } from './faults';
import { parseBody, Refused, sandboxMountPath, sandboxRoute as route, sendRefusal } from './http';
import { sandboxInvoiceRoutes } from './invoice-routes';
import { sandboxOrderRoutes } from './order-routes';
import { refusals } from './rules';
import { sandboxSubscriptionRoutes } from './subscription-routes';

export type SandboxOptions = {
  /** Whether a Bearer token is one the sandbox accepts (the built-in provider's, for the configured client). */
  verifyToken: (token: string) => Promise<boolean>;
  /** How long an order stays pending (ms, on the portal's clock). */
  delayMs: number;
  faults: Fault | null;
};

/** The sandbox at /partner-center: `await app.register(partnerCenterSandbox, { verifyToken, delayMs, faults })`. */
export async function partnerCenterSandbox(app: FastifyInstance, options: SandboxOptions) {
  const faults = createFaults(options.faults);

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof Refused) return sendRefusal(reply, error.refusal);
    if (error.statusCode && error.statusCode < 500) {
      return sendRefusal(reply, refusals.invalidInput(error.message));
    }
    app.log.error(error);
    return sendRefusal(reply, { status: 500, code: '800003', description: 'Unexpected service error' });
  });

  app.addHook('onRequest', async (request, reply) => {
    for (const name of ['ms-requestid', 'ms-correlationid'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') reply.header(name, value.slice(0, 100));
    }
    if (!request.url.startsWith(`${sandboxMountPath}/v1/`)) return;
    const authorization = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      return sendRefusal(reply, refusals.noToken());
    }
    if (!(await options.verifyToken(token))) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendRefusal(reply, refusals.badToken());
    }
    const fault = faults.next();
    if (!fault) return;
    if (fault.mode === '500')
      return sendRefusal(reply, { status: 500, code: '800003', description: 'Unexpected service error' });
    if (fault.mode === '429') {
      reply.header('retry-after', String(fault.retryAfterSeconds ?? 1));
      return sendRefusal(reply, { status: 429, code: '429', description: 'Too many requests' });
    }
    // 'hang': no answer; the connection ends when the caller gives up (or after a minute).
    reply.hijack();
    const socket = request.raw.socket;
    const giveUp = setTimeout(() => socket.destroy(), 60_000);
    socket.once('close', () => clearTimeout(giveUp));
  });

  app.get(`${sandboxMountPath}/sandbox/faults`, route, async function showFaults() {
    return { fault: faults.current() };
  });
  app.post(`${sandboxMountPath}/sandbox/faults`, route, async function setFaults(request, reply) {
    faults.set(parseBody(faultSchema, request.body));
    return reply.code(204).send();
  });
  app.delete(`${sandboxMountPath}/sandbox/faults`, route, async function clearFaults(_request, reply) {
    faults.set(null);
    return reply.code(204).send();
  });

  await app.register(sandboxCustomerRoutes);
  await app.register(sandboxOrderRoutes, { delayMs: options.delayMs });
  await app.register(sandboxSubscriptionRoutes);
  await app.register(sandboxInvoiceRoutes);
}
