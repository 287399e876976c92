// The rules of an order, as plain functions of the order and the partner's settings.
import type { approvalPolicy } from '../db/schema';

type ApprovalPolicy = Pick<typeof approvalPolicy.$inferSelect, 'mode' | 'amountAbove' | 'companyIds' | 'productIds'>;

/**
 * Whether the partner's approval policy holds an order for a partner administrator's decision (it is then placed
 * `pending`): above an amount, from some companies, or with some products. Without a policy, no order waits.
 */
export function awaitsApproval(
  policy: ApprovalPolicy | undefined,
  order: { companyId: number; total: number; productIds: number[] },
) {
  switch (policy?.mode ?? 'none') {
    case 'above_amount':
      return order.total > (policy!.amountAbove ?? Infinity);
    case 'companies':
      return policy!.companyIds.includes(order.companyId);
    case 'products':
      return order.productIds.some((id) => policy!.productIds.includes(id));
    default:
      return false;
  }
}
