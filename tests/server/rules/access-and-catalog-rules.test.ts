// Who may change whose access (server/access/rules.ts) and what a catalog refuses (server/catalog/rules.ts), as
// plain functions, without HTTP or a database.
import { describe, expect, it } from 'vitest';
import { canGiveGlobalRole, whyCannotDisable, whyCannotGrant, whyCannotRevoke } from '../../../server/access/rules';
import { findAssignmentConflict, whyBulkChangeFails } from '../../../server/catalog/rules';

describe('the access rules', () => {
  it('hands out no global role above the giver’s own', () => {
    expect(canGiveGlobalRole('partner_admin', 'partner_admin')).toBe(true);
    expect(canGiveGlobalRole('partner_admin', 'support')).toBe(true);
    expect(canGiveGlobalRole('support', 'none')).toBe(true);
    expect(canGiveGlobalRole('support', 'partner_admin')).toBe(false);
    expect(canGiveGlobalRole('none', 'support')).toBe(false);
  });

  it('disables nobody above oneself, and never oneself', () => {
    const support = { id: 2, globalRole: 'support' as const };
    expect(whyCannotDisable(support, { id: 8, globalRole: 'none' })).toBeNull();
    expect(whyCannotDisable(support, { id: 3, globalRole: 'support' })).toBeNull();
    expect(whyCannotDisable(support, { id: 1, globalRole: 'partner_admin' })).toBe(
      'You cannot change a person whose role is above yours',
    );
    expect(whyCannotDisable(support, support)).toBe('You cannot disable your own account');
  });

  it('neither grants nor revokes one’s own access', () => {
    expect(whyCannotGrant(1, 8)).toBeNull();
    expect(whyCannotGrant(8, 8)).toBe('You cannot grant access to yourself; ask another administrator');
    expect(whyCannotRevoke(1, 8)).toBeNull();
    expect(whyCannotRevoke(8, 8)).toBe('You cannot revoke your own access; ask another administrator');
  });
});

describe('the catalog rules', () => {
  it('names each row of a bulk change it cannot apply: twice, not in the catalog, markup and fixed price', () => {
    const inCatalog = new Set([1, 2, 3]);
    expect(
      whyBulkChangeFails(
        [
          { id: 1, markupPercent: 10 },
          { id: 2, priceOverride: 5 },
        ],
        inCatalog,
      ),
    ).toEqual([]);
    expect(
      whyBulkChangeFails(
        [
          { id: 1, markupPercent: 10 },
          { id: 1, markupPercent: 12 },
          { id: 9, markupPercent: 10 },
          { id: 3, markupPercent: 10, priceOverride: 5 },
          { id: 2, markupPercent: null, priceOverride: 5 },
        ],
        inCatalog,
      ),
    ).toEqual([
      { id: 1, code: 'duplicate', reason: 'This item appears twice in the request' },
      { id: 9, code: 'not_in_catalog', reason: 'This item is not in this catalog' },
      { id: 3, code: 'markup_and_fixed', reason: 'Give either a markup or a fixed price, not both' },
    ]);
  });

  it('finds the assignment whose period meets the new one’s, open ends included, and none that only precedes it', () => {
    const closed = { id: 1, validFrom: '2026-01-01', validTo: '2026-06-30' };
    const open = { id: 2, validFrom: '2027-01-01', validTo: null };
    expect(findAssignmentConflict({ validFrom: '2026-07-01', validTo: '2026-12-31' }, [closed, open])).toBeNull();
    expect(findAssignmentConflict({ validFrom: '2026-06-30', validTo: '2026-08-01' }, [closed, open])).toBe(closed);
    expect(findAssignmentConflict({ validFrom: '2026-12-01', validTo: null }, [closed, open])).toBe(open);
    // A day shared at either end is a day with two catalogs.
    expect(findAssignmentConflict({ validFrom: '2026-12-01', validTo: '2027-01-01' }, [closed, open])).toBe(open);
    expect(findAssignmentConflict({ validFrom: '2030-01-01' }, [open])).toBe(open);
  });
});
