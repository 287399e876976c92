// The sandbox's customers: read one, create one (once per MS-RequestId, as Microsoft does).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import { parseBody, Refused, requestIdOf, sandboxMountPath, sandboxRoute as route } from './http';
import { customerResource } from './resources';
import { refusals } from './rules';
import { sandboxCustomers } from './schema';

const createCustomerBody = z.looseObject({
  companyProfile: z.looseObject({ domain: z.string().trim().min(1).max(256), tenantId: z.uuid().optional() }),
  billingProfile: z.looseObject({
    companyName: z.string().trim().min(1).max(256),
    email: z.string().max(256).optional(),
    culture: z.string().max(20).optional(),
    language: z.string().max(20).optional(),
    defaultAddress: z.looseObject({ country: z.string().max(2).optional() }).optional(),
  }),
});

export async function customerOf(db: Db, tenantId: string) {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.tenantId, tenantId));
  if (!row) throw new Refused(refusals.unknownCustomer(tenantId));
  return row;
}

export async function sandboxCustomerRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const now = () => app.clock.now();

  app.get<{ Params: { tenantId: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId`,
    route,
    async function getCustomer(request) {
      return customerResource(await customerOf(db, request.params.tenantId));
    },
  );

  app.post(`${sandboxMountPath}/v1/customers`, route, async function createCustomer(request, reply) {
    const body = parseBody(createCustomerBody, request.body);
    const requestId = requestIdOf(request);
    if (requestId) {
      const [earlier] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.requestId, requestId));
      if (earlier) return reply.code(201).send(customerResource(earlier));
    }
    const domain = body.companyProfile.domain.includes('.')
      ? body.companyProfile.domain.toLowerCase()
      : `${body.companyProfile.domain.toLowerCase()}.onmicrosoft.com`;
    try {
      const [created] = await db
        .insert(sandboxCustomers)
        .values({
          tenantId: body.companyProfile.tenantId ?? randomUUID(),
          companyName: body.billingProfile.companyName,
          domain,
          email: body.billingProfile.email ?? null,
          culture: body.billingProfile.culture ?? 'en-US',
          language: body.billingProfile.language ?? 'en',
          country: body.billingProfile.defaultAddress?.country ?? 'US',
          requestId,
          createdAt: now(),
        })
        .returning();
      return reply.code(201).send(customerResource(created!));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requestId) {
        const [earlier] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.requestId, requestId));
        if (earlier) return reply.code(201).send(customerResource(earlier));
      }
      throw new Refused(refusals.invalidInput('a customer with this tenant already exists'));
    }
  });
}
