import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingHandlers, buildInvoice } from '../../../mocks/billing-handlers';
import { buildOrder, endUserHandlers } from '../../../mocks/end-user-handlers';
import { buildOrder as buildPartnerOrder, partnerHandlers } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { openScreen } from '../support/screen';

/**
 * On a phone's line, the amount sits over the status chip in one block at the right edge, centred in the line: as
 * SimpleList's tertiaryText it sat on the first line, its right edge moved with the chip's width, and neither lined up
 * from one line to the next.
 */
async function expectAmountOverChip(amount: string, status: string) {
  const shown = await screen.findByText(amount);
  const end = shown.closest('.MuiListItemIcon-root') as HTMLElement | null;
  expect(end, `${amount} at the line's right-hand end`).not.toBeNull();
  expect(shown.closest('.MuiListItemText-root')).toBeNull();
  const chip = screen.getAllByText(status).find((label) => end!.contains(label));
  expect(chip, `${status} beside ${amount}`).toBeDefined();
  const block = end!.firstElementChild!;
  expect(block).toContainElement(shown);
  expect(stylesOf(block)).toMatch(/align-items:flex-end/);
  expect(stylesOf(block)).toMatch(/flex-direction:column/);
  // The block's first line holds the amount, on one line.
  expect(block.firstElementChild).toContainElement(shown);
  expect(stylesOf(block.firstElementChild!)).toMatch(/white-space:nowrap/);
}

describe('the amount and the status at the end of a phone’s line', () => {
  beforeEach(() => stubWindowWidth(390));
  afterEach(() => {
    vi.unstubAllGlobals();
    return resetPortal();
  });

  it('lines them up in the orders', async () => {
    openScreen('/orders', {
      handlers: [
        endUserHandlers.orders([
          buildOrder({ id: 1, number: 'ORD-1', status: 'pending', total: 64.4 }),
          buildOrder({ id: 2, number: 'ORD-2', status: 'completed', total: 1048.3 }),
        ]),
      ],
    });
    await expectAmountOverChip('€64.40', 'Pending');
    await expectAmountOverChip('€1,048.30', 'Completed');
  });

  it('lines them up in the invoices', async () => {
    openScreen('/invoices', {
      handlers: [billingHandlers.invoices([buildInvoice({ status: 'overdue', total: '2980.80', currency: 'USD' })])],
    });
    await expectAmountOverChip('$2,980.80', 'Overdue');
  });

  it('lines them up in the partner’s orders', async () => {
    openScreen('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [partnerHandlers.orders([buildPartnerOrder({ status: 'rejected', total: 408.25, currency: 'USD' })])],
    });
    await expectAmountOverChip('$408.25', 'Rejected');
  });
});
