import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingHandlers, buildInvoice, buildInvoiceDetail, type SeenDownload } from '../../../mocks/billing-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import type { SeenRequest } from '../../../mocks/answers';
import { resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick } from '../support/render';
import { stubWindowWidth } from '../support/media';

describe('the invoices at /invoices', () => {
  afterEach(resetPortal);

  it('lists the company’s invoices, the latest first, with status, PO number and totals from their decimal strings', async () => {
    const seen: SeenRequest[] = [];
    openScreen('/invoices', {
      handlers: [
        billingHandlers.invoices(
          [
            buildInvoice({ id: 8, number: 'CCS-2026-00008', status: 'overdue', subtotal: '1000.10', total: '1200.12' }),
            buildInvoice({ status: 'paid' }),
          ],
          seen,
        ),
      ],
    });
    const row = (await screen.findByRole('link', { name: 'CCS-2026-00008' })).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('$1,000.10')).toBeInTheDocument();
    expect(within(row).getByText('$1,200.12')).toBeInTheDocument();
    expect(within(row).getByText('PO-FAB-1')).toBeInTheDocument();
    expect(within(row).getByText('Mar 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(seen[0]!.list.sort).toEqual(['issuedOn', 'DESC']);
  });

  it('says so when the company has no invoice, and why a list could not load', async () => {
    openScreen('/invoices', { handlers: [billingHandlers.invoices([])] });
    expect(await screen.findByText(/^No invoice yet/)).toBeInTheDocument();
    resetPortal();
    openScreen('/invoices', { handlers: [billingHandlers.invoices(failureAnswer(400, 'period must be YYYY-MM'))] });
    expect(await screen.findByText('period must be YYYY-MM')).toBeInTheDocument();
  });

  it('reads on a phone as a list whose rows open the invoice', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/invoices', {
        handlers: [billingHandlers.invoices([buildInvoice()]), billingHandlers.invoice(buildInvoiceDetail())],
      });
      const row = await screen.findByText('CCS-2026-00007');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await userEvent.click(row);
      expect(await screen.findByText('Microsoft 365 E3: seats added')).toBeInTheDocument();
      expect(screen.getByText(/^2 ×/)).toHaveTextContent('2 × $10.00');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows an invoice as its PDF reads: parties, lines opening what caused them, tax, totals and the mention', async () => {
    openScreen('/invoices/7/show', {
      handlers: [
        billingHandlers.invoice(buildInvoiceDetail()),
        billingHandlers.invoices(({ list }) =>
          list.filter?.creditFor === 7
            ? [
                buildInvoice({
                  id: 9,
                  kind: 'credit_note',
                  number: 'CCS-2026-00009',
                  creditFor: { id: 7, number: 'CCS-2026-00007' },
                }),
              ]
            : [],
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice CCS-2026-00007' })).toBeInTheDocument();
    expect(screen.getByText('Contoso Cloud Services SAS')).toBeInTheDocument();
    expect(screen.getByText('VAT id FR40123456824')).toBeInTheDocument();
    // Countries by name, as the PDF writes them.
    expect(screen.getByText('France')).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    const added = screen.getByRole('link', { name: 'Microsoft 365 E3: seats added' });
    expect(added).toHaveAttribute('href', '/subscriptions/12/show');
    expect(
      screen.getByRole('link', {
        name: /the event in the subscription’s history that caused “Microsoft 365 E3: seats added”/,
      }),
    ).toHaveAttribute('href', '/subscriptions/12/show#event-345');
    // A billing period has no event: it is the term going on.
    expect(screen.getAllByRole('link', { name: /the event in the subscription’s history/ })).toHaveLength(1);
    const seatsAdded = added.closest('tr')!;
    expect(within(seatsAdded).getByText('Jan 11, 2026 – Jan 31, 2026')).toBeInTheDocument();
    expect(within(seatsAdded).getByText('$13.55')).toBeInTheDocument();
    expect(screen.getByText('VAT 0% on $63.55')).toBeInTheDocument();
    expect(screen.getAllByText('$63.55').length).toBeGreaterThan(1);
    expect(screen.getByText(/^VAT not applicable: supply of services outside the scope of EU VAT/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'CCS-2026-00009' })).toHaveAttribute('href', '/invoices/9/show');
  });

  it('says the reverse charge in words, and a credit note links to the invoice it corrects', async () => {
    openScreen('/invoices/9/show', {
      handlers: [
        billingHandlers.invoice(
          buildInvoiceDetail({
            id: 9,
            kind: 'credit_note',
            number: 'CCS-2026-00009',
            taxTreatment: 'reverse_charge',
            creditFor: { id: 7, number: 'CCS-2026-00007' },
          }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note CCS-2026-00009' })).toBeInTheDocument();
    expect(screen.getByText(/^Reverse charge: VAT to be accounted for by the customer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrects invoice CCS-2026-00007' })).toHaveAttribute(
      'href',
      '/invoices/7/show',
    );
  });

  it('downloads the PDF once through the API client, with the session’s token and company, however often it is clicked', async () => {
    const downloads: SeenDownload[] = [];
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:invoice'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    localStorage.setItem('current_company_id', '3');
    try {
      openScreen('/invoices/7/show', {
        handlers: [
          billingHandlers.invoice(buildInvoiceDetail()),
          billingHandlers.invoicePdf('CCS-2026-00007.pdf', downloads),
        ],
      });
      doubleClick(await screen.findByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText('CCS-2026-00007.pdf downloaded')).toBeInTheDocument();
      expect(downloads).toHaveLength(1);
      expect(downloads[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(downloads[0]!.headers.get('X-Company-Id')).toBe('3');
      expect(saved[0]!.type).toBe('application/pdf');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CCS-2026-00007.pdf');
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('says why an invoice cannot be shown (another company’s is not found)', async () => {
    openScreen('/invoices/70/show', {
      handlers: [billingHandlers.invoice(failureAnswer(404, 'This invoice does not exist'))],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/invoices'));
  });
});
