// One catalog assigned to many companies at once: named by id, by a search or by a pasted list; each that cannot be is
// refused with a code and the reason, and none is assigned unless the others are asked for.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bulkAssignmentCap, type bulkAssignmentInputSchema, type BulkAssignmentResult } from '../../common/api';
import { logActivity } from '../activity/log';
import type { Db } from '../db/client';
import { catalogAssignments, catalogs, companies } from '../db/schema';
import { isForeignKeyViolation } from '../db/sql';
import { badRequest, conflict, notFound } from '../http/errors';
import { containing } from '../http/list-query';
import { lockAssignmentsOf } from './assignments';
import { selectAssignments } from './partner-catalogs';
import { dayBefore, planAssignment } from './rules';

type BulkBody = z.output<typeof bulkAssignmentInputSchema>;
type Refusal = BulkAssignmentResult['refused'][number];

/** The companies a bulk assignment names, by id, by a search, or by pasted names; the pasted lines naming none refused. */
async function companiesNamed(tx: Db, body: BulkBody): Promise<{ ids: number[]; refused: Refusal[] }> {
  if (body.companyIds) return { ids: body.companyIds, refused: [] };
  const tooMany = () =>
    badRequest(
      `These name more than ${bulkAssignmentCap.toLocaleString('en-US')} companies; narrow the search or the list`,
      { code: 'too_many_companies', params: { max: bulkAssignmentCap } },
    );
  if (body.matching) {
    const { q, isActive } = body.matching;
    const rows = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          q ? or(ilike(companies.name, containing(q)), ilike(companies.domain, containing(q))) : undefined,
          isActive === undefined ? undefined : eq(companies.isActive, isActive),
        ),
      )
      .orderBy(asc(companies.id))
      .limit(bulkAssignmentCap + 1);
    if (rows.length > bulkAssignmentCap) throw tooMany();
    return { ids: rows.map((row) => row.id), refused: [] };
  }
  const lines = body.names ?? [];
  const wanted = [...new Set(lines.map((line) => line.toLowerCase()))];
  // One parameter for the whole list: a list of 10,000 lines asked three times would pass PostgreSQL's 65,535.
  const among = sql`any(string_to_array(${wanted.join('\n')}, chr(10)))`;
  const rows = await tx
    .select({ id: companies.id, name: companies.name, domain: companies.domain, tenantId: companies.tenantId })
    .from(companies)
    .where(
      or(
        sql`lower(${companies.name}) = ${among}`,
        sql`lower(${companies.domain}) = ${among}`,
        sql`lower(${companies.tenantId}) = ${among}`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(bulkAssignmentCap + 1);
  if (rows.length > bulkAssignmentCap) throw tooMany();
  const known = new Set(
    rows.flatMap((row) => [row.name, row.domain ?? '', row.tenantId].map((key) => key.toLowerCase())),
  );
  const seen = new Set<string>();
  const refused = lines.flatMap((line): Refusal[] => {
    const key = line.toLowerCase();
    if (known.has(key) || seen.has(key)) return [];
    seen.add(key);
    return [
      {
        companyId: null,
        companyName: line,
        code: 'company_not_found',
        params: { name: line },
        reason: 'No company has this name, domain or tenant id',
      },
    ];
  });
  return { ids: rows.map((row) => row.id), refused };
}

const companyNotFound = (companyId: number): Refusal => ({
  companyId,
  companyName: `#${companyId}`,
  code: 'company_not_found',
  params: {},
  reason: 'This company does not exist (any more)',
});

function clashRefusal(
  companyId: number,
  companyName: string,
  code: 'overlap' | 'cannot_end_current',
  clash: { catalogName: string; validFrom: string; validTo: string | null },
  validFrom: string,
): Refusal {
  const held = `${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}`;
  return {
    companyId,
    companyName,
    code,
    params: { catalogName: clash.catalogName, validFrom: clash.validFrom, validTo: clash.validTo },
    reason:
      code === 'overlap'
        ? `Already has ${held}`
        : `Has ${held}, which does not start before ${validFrom}, so it cannot end the day before`,
  };
}

function chunksOf<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_unused, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Assigns the catalog to the companies the body names, or previews it; answers what was (or would be) done. */
export async function addAssignmentsInBulk(db: Db, actorId: number, body: BulkBody): Promise<BulkAssignmentResult> {
  const { catalogId, validFrom, validTo, validOnly, endCurrent, preview } = body;
  if (validTo && validTo < validFrom)
    throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
  const candidate = { catalogId, validFrom, validTo: validTo ?? null };
  try {
    return await db.transaction(async (tx) => {
      const [catalog] = await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalogId));
      if (!catalog) throw notFound('The catalog does not exist (any more)');
      const named = await companiesNamed(tx, body);
      if (!preview) await lockAssignmentsOf(tx, named.ids);
      const found = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, named.ids));
      const companyById = new Map(found.map((company) => [company.id, company]));
      const existing = named.ids.length
        ? await selectAssignments(tx).where(inArray(catalogAssignments.companyId, named.ids))
        : [];
      const existingByCompany = new Map<number, typeof existing>();
      for (const assignment of existing)
        existingByCompany.set(assignment.companyId, [
          ...(existingByCompany.get(assignment.companyId) ?? []),
          assignment,
        ]);
      const refused: BulkAssignmentResult['refused'] = [...named.refused];
      const changes: BulkAssignmentResult['changes'] = [];
      const endings: number[] = [];
      for (const companyId of named.ids) {
        const company = companyById.get(companyId);
        if (!company) {
          refused.push(companyNotFound(companyId));
          continue;
        }
        const plan = planAssignment(candidate, existingByCompany.get(companyId) ?? [], endCurrent);
        if (plan.outcome === 'assign') changes.push({ companyId, companyName: company.name, outcome: 'assign' });
        else if (plan.outcome === 'end_and_assign') {
          endings.push(plan.ending.id);
          changes.push({
            companyId,
            companyName: company.name,
            outcome: 'end_and_assign',
            endedCatalogName: plan.ending.catalogName,
            endedOn: plan.endedOn,
          });
        } else refused.push(clashRefusal(companyId, company.name, plan.outcome, plan.clash, validFrom));
      }
      const matched = named.ids.length + named.refused.length;
      if (preview) return { assigned: 0, matched, changes, refused };
      if (refused.length > 0 && !validOnly) return { assigned: 0, matched, changes: [], refused };
      if (changes.length > 0) {
        for (const ids of chunksOf(endings, 1_000))
          await tx
            .update(catalogAssignments)
            .set({ validTo: dayBefore(validFrom) })
            .where(inArray(catalogAssignments.id, ids));
        for (const part of chunksOf(changes, 1_000))
          await tx
            .insert(catalogAssignments)
            .values(part.map(({ companyId }) => ({ ...candidate, companyId, billingProfileId: null })));
        await logActivity(tx, {
          actorId,
          action: 'catalog.assigned_bulk',
          objectType: 'catalog',
          objectId: String(catalogId),
          details: { companies: changes.length, ended: endings.length },
        });
      }
      return { assigned: changes.length, matched, changes, refused };
    });
  } catch (error) {
    // A company was deleted between its choice and the write.
    if (isForeignKeyViolation(error))
      throw conflict('The catalog or a company was just deleted', { code: 'just_deleted' });
    throw error;
  }
}
