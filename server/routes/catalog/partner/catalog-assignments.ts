// /api/v1/catalog/partner/catalog-assignments: which company gets which catalog, when, billed to which profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkAssignmentInputSchema,
  bulkAssignmentResultSchema,
  catalogAssignmentInputSchema,
  catalogAssignmentSchema,
  catalogAssignmentUpdateSchema,
  idSchema,
} from '../../../../common/api';
import { authOf } from '../../../auth/guard';
import { addAssignment, assignmentOrNotFound, changeAssignment, deleteAssignment } from '../../../catalog/assignments';
import { addAssignmentsInBulk } from '../../../catalog/bulk-assignment';
import { listQuerySchema, sendPage } from '../../../http/list-query';
import { errorResponses } from '../../../http/errors';
import { access, pageOfAssignments, catalogParams } from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';

export const catalogAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/catalog-assignments',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Which company gets which catalog, when, billed to which profile (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['companyName', 'catalogName', 'validFrom'],
          filters: {
            catalogId: idSchema.optional(),
            companyId: idSchema.optional(),
            companyIds: z
              .array(idSchema)
              .max(100)
              .optional()
              .describe('The assignments of these companies (a page of the companies × catalogs matrix)'),
          },
        }),
        response: { 200: z.array(catalogAssignmentSchema), ...errorResponses },
      },
    },
    async function listAssignments(request, reply) {
      const { sort, range, filter } = request.query;
      const [rows, total] = await pageOfAssignments(db, filter, sort, range);
      return sendPage(reply, 'catalog-assignments', range, rows, total);
    },
  );

  app.post(
    '/catalog-assignments',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Assigns a catalog to a company (one catalog per company at a time)',
        body: catalogAssignmentInputSchema,
        response: { 201: catalogAssignmentSchema, ...errorResponses },
      },
    },
    async function assignCatalog(request, reply) {
      const id = await addAssignment(db, authOf(request).user.id, request.body);
      return reply.status(201).send(await assignmentOrNotFound(db, id));
    },
  );

  app.post(
    '/catalog-assignments/bulk',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary:
          'Assigns one catalog to many companies (by id, every company matching a search, or a pasted list): those ' +
          'that cannot be are listed with a code and the reason, and none is assigned unless validOnly asks to assign ' +
          'the others; endCurrent ends overlapping assignments the day before, preview writes nothing',
        body: bulkAssignmentInputSchema,
        response: { 200: bulkAssignmentResultSchema, ...errorResponses },
      },
    },
    async function assignCatalogInBulk(request) {
      return addAssignmentsInBulk(db, authOf(request).user.id, request.body);
    },
  );

  app.put(
    '/catalog-assignments/:id',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Changes an assignment (send only the fields that change)',
        params: catalogParams,
        body: catalogAssignmentUpdateSchema,
        response: { 200: catalogAssignmentSchema, ...errorResponses },
      },
    },
    async function updateAssignment(request) {
      const current = await assignmentOrNotFound(db, request.params.id);
      if (changesNothing(request.body)) return current;
      await changeAssignment(db, authOf(request).user.id, current, request.body);
      return assignmentOrNotFound(db, current.id);
    },
  );

  app.delete(
    '/catalog-assignments/:id',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Removes an assignment',
        params: catalogParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async function removeAssignment(request, reply) {
      const current = await assignmentOrNotFound(db, request.params.id);
      await deleteAssignment(db, authOf(request).user.id, current);
      return reply.status(204).send(null);
    },
  );
};
