// The rules of an order (server/orders/rules.ts) as plain functions, without HTTP or a database.
import { describe, expect, it } from 'vitest';
import { awaitsApproval } from '../../../server/orders/rules';

const policy = (overrides: Partial<Parameters<typeof awaitsApproval>[0] & object> = {}) => ({
  mode: 'none' as const,
  amountAbove: null,
  companyIds: [],
  productIds: [],
  ...overrides,
});
const order = { companyId: 3, total: 500, productIds: [10, 11] };

describe('an order awaiting approval', () => {
  it('never waits without a policy, or with one that holds nothing', () => {
    expect(awaitsApproval(undefined, order)).toBe(false);
    expect(awaitsApproval(policy(), order)).toBe(false);
  });

  it('waits above the amount, not at it', () => {
    expect(awaitsApproval(policy({ mode: 'above_amount', amountAbove: 499.99 }), order)).toBe(true);
    expect(awaitsApproval(policy({ mode: 'above_amount', amountAbove: 500 }), order)).toBe(false);
    expect(awaitsApproval(policy({ mode: 'above_amount', amountAbove: null }), order)).toBe(false);
  });

  it('waits when it comes from a company the policy names', () => {
    expect(awaitsApproval(policy({ mode: 'companies', companyIds: [3] }), order)).toBe(true);
    expect(awaitsApproval(policy({ mode: 'companies', companyIds: [4] }), order)).toBe(false);
  });

  it('waits when one of its products is among the policy’s', () => {
    expect(awaitsApproval(policy({ mode: 'products', productIds: [11, 12] }), order)).toBe(true);
    expect(awaitsApproval(policy({ mode: 'products', productIds: [12] }), order)).toBe(false);
  });

  it('holds only by its own mode: the companies named are not read in the amount mode', () => {
    expect(awaitsApproval(policy({ mode: 'above_amount', amountAbove: 1000, companyIds: [3] }), order)).toBe(false);
  });
});
