import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeenRequest } from '../../../mocks/answers';
import {
  billingHandlers,
  buildBillingEntity,
  buildBillingRun,
  buildDraftInvoice,
  buildInvoiceDetail,
} from '../../../mocks/billing-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { lastMonth } from '../../../src/resources/partner-admin/billing/NewBillingRunButton';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick } from '../support/render';

const drafts = [
  buildDraftInvoice({ id: 31, companyName: 'Fabrikam, Inc.', flags: ['change_over_20_percent', 'po_missing'] }),
  buildDraftInvoice({ id: 32, companyName: 'Northwind Traders', companyId: 4, total: '100.00', previousTotal: null }),
];

describe('billing at /partner-admin/billing', () => {
  afterEach(resetPortal);

  it('lists the runs and makes a new one for last month, then opens it', async () => {
    const created: SeenRequest[] = [];
    const run = buildBillingRun({ period: lastMonth() });
    openScreen('/partner-admin/billing', {
      user: partnerAdmin,
      handlers: [
        billingHandlers.entity(buildBillingEntity()),
        billingHandlers.runs([buildBillingRun({ id: 3, period: '2025-12', status: 'finalized', issuedCount: 2 })]),
        billingHandlers.createRun(run, created),
        billingHandlers.run(run),
        billingHandlers.partnerInvoices(drafts),
      ],
    });
    const row = (await screen.findByRole('link', { name: 'December 2025' })).closest('tr')!;
    expect(within(row).getByText('2 of 2 issued')).toBeInTheDocument();
    expect(within(row).getByText('$223.45')).toBeInTheDocument();
    expect(screen.getByText('Seller: Contoso Cloud Services SAS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New billing run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New billing run' });
    expect(within(dialog).getByLabelText('Month')).toHaveValue(lastMonth());
    doubleClick(within(dialog).getByRole('button', { name: 'Make the drafts' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({ period: lastMonth() });
    expect(await screen.findByText(/^Drafts made for .*: 2 invoices$/)).toBeInTheDocument();
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });

  it('says when the seller is missing, and links to its form', async () => {
    openScreen('/partner-admin/billing', {
      user: partnerAdmin,
      handlers: [billingHandlers.entity(failureAnswer(404, 'No billing entity yet')), billingHandlers.runs([])],
    });
    expect(await screen.findByText(/^No seller yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the seller' })).toHaveAttribute(
      'href',
      '/partner-admin/billing/seller',
    );
    expect(await screen.findByText(/^No billing run yet/)).toBeInTheDocument();
  });

  it('shows a run’s drafts with last month’s total and their flags, approves the chosen ones, and issues after asking', async () => {
    const approved: SeenRequest[] = [];
    const finalized: SeenRequest[] = [];
    let approvedIds: number[] = [];
    const run = buildBillingRun();
    openScreen('/partner-admin/billing/4', {
      user: partnerAdmin,
      handlers: [
        billingHandlers.entity(buildBillingEntity()),
        billingHandlers.run(run),
        billingHandlers.partnerInvoices(() =>
          drafts.map((invoice) => ({ ...invoice, approved: approvedIds.includes(invoice.id) })),
        ),
        billingHandlers.approve(({ body }) => {
          approvedIds = (body as { invoiceIds: number[] }).invoiceIds;
          return run;
        }, approved),
        billingHandlers.finalize({ ...run, status: 'finalized', issuedCount: 1, issued: [31] }, finalized),
      ],
    });
    const fabrikam = (await screen.findByRole('link', { name: 'Fabrikam, Inc.' })).closest('tr')!;
    expect(within(fabrikam).getByText('Changed over 20%')).toBeInTheDocument();
    expect(within(fabrikam).getByText('PO missing')).toBeInTheDocument();
    expect(within(fabrikam).getByText('$100.00')).toBeInTheDocument();
    const northwind = screen.getByRole('link', { name: 'Northwind Traders' }).closest('tr')!;
    expect(within(northwind).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue approved (0)' })).toBeDisabled();

    await userEvent.click(within(fabrikam).getByRole('checkbox'));
    doubleClick(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(approved[0]!.body).toEqual({ invoiceIds: [31], approved: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Issue approved (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue 1 invoice?' });
    expect(confirm).toHaveTextContent('An issued invoice never changes: a correction is a credit note.');
    doubleClick(within(confirm).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(finalized).toHaveLength(1));
    expect(finalized[0]!.body).toEqual({ invoiceIds: [31] });
    expect(await screen.findByText('1 invoice issued')).toBeInTheDocument();
    expect(approved).toHaveLength(1);
    expect(finalized).toHaveLength(1);
  });

  it('saves the seller, showing the server’s refusal beside its field', async () => {
    const saved: SeenRequest[] = [];
    openScreen('/partner-admin/billing/seller', {
      user: partnerAdmin,
      handlers: [
        billingHandlers.entity(buildBillingEntity()),
        billingHandlers.saveEntity(
          {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid request body',
              fields: [{ field: 'vatId', code: 'custom', message: 'This VAT id is not known to VIES' }],
            },
          },
          saved,
        ),
      ],
    });
    const prefix = await screen.findByRole('textbox', { name: /^Invoice number prefix/ });
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'inv 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 to 10 capital letters or digits, such as INV')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'INV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ legalName: 'Contoso Cloud Services SAS', invoicePrefix: 'INV' });
    expect(await screen.findByText('This VAT id is not known to VIES')).toBeInTheDocument();
  });
});

describe('invoices at /partner-admin/invoices', () => {
  afterEach(resetPortal);

  it('credits chosen lines of an invoice with a reason, checked before it is sent', async () => {
    const credited: SeenRequest[] = [];
    const invoice = { ...buildInvoiceDetail(), approved: false, lineCount: 2, previousTotal: null, flags: [] };
    // The credit note issued opens in its turn.
    const creditNote = {
      ...invoice,
      id: 9,
      kind: 'credit_note' as const,
      number: 'CCS-2026-00009',
      status: 'open' as const,
    };
    openScreen('/partner-admin/invoices/7', {
      user: partnerAdmin,
      handlers: [
        billingHandlers.partnerInvoice(({ url }) => (url.pathname.endsWith('/invoices/9') ? creditNote : invoice)),
        billingHandlers.partnerInvoices([]),
        billingHandlers.creditNote(
          buildDraftInvoice({ id: 9, kind: 'credit_note', number: 'CCS-2026-00009', status: 'open' }),
          credited,
        ),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue a credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for CCS-2026-00007' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue a credit note' }));
    expect(await within(dialog).findByText('must have at least 3 characters')).toBeInTheDocument();
    expect(credited).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 't used after 11 January');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Microsoft 365 E3: seats added/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue a credit note' }));
    await waitFor(() => expect(credited).toHaveLength(1));
    expect(credited[0]!.body).toEqual({ reason: 'not used after 11 January', lineIds: [72] });
    expect(await screen.findByText('Credit note CCS-2026-00009 issued')).toBeInTheDocument();
  });
});
