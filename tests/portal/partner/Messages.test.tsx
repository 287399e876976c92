import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../mocks/answers';
import {
  buildOrder,
  buildProduct,
  buildSentMessage,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { openSignedIn, partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';

const policy = {
  mode: 'none' as const,
  amountAbove: null,
  companyIds: [],
  productIds: [],
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('sent messages at /partner-admin/messages', () => {
  afterEach(resetPortal);

  it('lists every email with its fate, and sends a failed one again', async () => {
    const retries: PartnerRequest[] = [];
    const failed = buildSentMessage({
      id: 2,
      toAddress: 'sam@northwind.example',
      status: 'failed',
      attempts: 5,
      lastError: 'connect ECONNREFUSED',
    });
    openScreen('/partner-admin/messages', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.messages([
          buildSentMessage(),
          buildSentMessage({ id: 3, status: 'queued', attempts: 2 }),
          failed,
        ]),
        // A message has a status and a body of its own: the answer says which is which.
        partnerHandlers.retryMessage({ status: 200, body: { ...failed, status: 'queued', attempts: 0 } }, retries),
        partnerHandlers.jobFailures([]),
        partnerHandlers.mailDelivery({ isSending: true }),
      ],
    });
    expect(await screen.findByText('sam@northwind.example')).toBeInTheDocument();
    expect(screen.queryByText(/does not send emails/)).not.toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Retrying (2 tries)')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    // Only the failed message can be sent again.
    const again = screen.getAllByRole('button', { name: 'Send again' });
    expect(again).toHaveLength(1);
    await userEvent.click(again[0]!);
    await waitFor(() =>
      expect(retries.map((request) => request.url.pathname)).toEqual(['/api/v1/partner/messages/2/retry']),
    );
    expect(await screen.findByText('The message will be sent again at the next run')).toBeInTheDocument();
  });

  it('unfolds a message to read it, on a desk under its row, on a phone in a page of its own', async () => {
    const message = buildSentMessage({ body: 'Hello Sam,\n\nMicrosoft 365 E3 renews on 1 Jan 2027.\n\nContoso' });
    const handlers = [
      partnerHandlers.messages([message]),
      partnerHandlers.jobFailures([]),
      partnerHandlers.mailDelivery({ isSending: true }),
    ];
    openScreen('/partner-admin/messages', { user: partnerAdmin, handlers });
    expect(screen.queryByText(/renews on 1 Jan 2027/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('Microsoft 365 E3 renews on Jan 1, 2027'));
    expect(await screen.findByText(/Hello Sam,\s+Microsoft 365 E3 renews on 1 Jan 2027/)).toBeInTheDocument();
    cleanup();

    stubWindowWidth(390);
    try {
      openScreen('/partner-admin/messages', { user: partnerAdmin, handlers });
      await userEvent.click(await screen.findByText('Microsoft 365 E3 renews on Jan 1, 2027'));
      const page = await screen.findByRole('dialog', { name: 'Microsoft 365 E3 renews on Jan 1, 2027' });
      expect(within(page).getByText(/renews on 1 Jan 2027/)).toBeInTheDocument();
      await userEvent.click(within(page).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('exports every message its filters match, past the API’s 1,000 a call, with the columns on screen in words', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:messages';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const messages = Array.from({ length: 1500 }, (_unused, index) =>
      buildSentMessage({ id: index + 1, toAddress: `person${index + 1}@fabrikam.example` }),
    );
    messages[0] = { ...messages[0]!, subject: '=HYPERLINK("http://evil.example")' };
    openScreen('/partner-admin/messages', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.messages(messages),
        partnerHandlers.jobFailures([]),
        partnerHandlers.mailDelivery({ isSending: true }),
      ],
    });
    await screen.findByText('person1@fabrikam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('Created,To,Company,Subject,Status,Last error');
    expect(lines).toHaveLength(1501);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    vi.restoreAllMocks();
  });

  it('names the scheduled jobs that failed after their last try', async () => {
    openScreen('/partner-admin/messages', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.messages([]),
        partnerHandlers.jobFailures([
          { id: 'j1', name: 'term-ends', error: 'deadlock detected', retries: 4, failedAt: '2026-11-24T10:00:00Z' },
        ]),
        partnerHandlers.mailDelivery({ isSending: false }),
      ],
    });
    expect(await screen.findByText(/This server does not send emails \(SMTP_URL is not set\)/)).toBeInTheDocument();
    expect(await screen.findByText('A scheduled job failed after its last try')).toBeInTheDocument();
    expect(screen.getByText(/Renewals and expiries · .* · deadlock detected/)).toBeInTheDocument();
    expect(await screen.findByText(/No message yet/)).toBeInTheDocument();
  });
});

it('says when no message matches the filters, not that there is none', async () => {
  openScreen('/partner-admin/messages?filter=%7B%22status%22%3A%22failed%22%7D', {
    user: partnerAdmin,
    handlers: [
      partnerHandlers.messages([]),
      partnerHandlers.jobFailures([]),
      partnerHandlers.mailDelivery({ isSending: true }),
    ],
  });
  expect(await screen.findByText('No message matches your search or filters.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  await resetPortal();
});

describe('the approval policy', () => {
  afterEach(resetPortal);

  it('sets orders above an amount to wait, refusing an amount that cannot be one', async () => {
    const saved: PartnerRequest[] = [];
    openSignedIn('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders([buildOrder()]),
        partnerHandlers.companies([]),
        partnerHandlers.approvalPolicy(policy),
        partnerHandlers.setApprovalPolicy((request) => ({ ...policy, ...(request.body as object) }), saved),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approval policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which orders wait for approval?' });
    // The dialog shows progress until the policy is read.
    expect(await within(dialog).findByRole('radio', { name: 'None: every order is fulfilled at once' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Orders above an amount' }));
    const amount = within(dialog).getByRole('textbox', { name: /Orders above/ });
    await userEvent.type(amount, '-5');
    expect(within(dialog).getByText(/An amount from 0 to 10,000,000/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save the policy' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() =>
      expect(saved.map((request) => request.body)).toEqual([
        { mode: 'above_amount', amountAbove: 2500.5, companyIds: [], productIds: [] },
      ]),
    );
    expect(await screen.findByText('The approval policy is saved')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the amount beside it, the dialog kept open', async () => {
    openSignedIn('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders([buildOrder()]),
        partnerHandlers.companies([]),
        partnerHandlers.approvalPolicy({ ...policy, mode: 'above_amount', amountAbove: 2500 }),
        partnerHandlers.setApprovalPolicy({
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid request body: amountAbove: Too big: expected number to be <=1000',
            code: 'invalid_request',
            fields: [{ field: 'amountAbove', code: 'too_big_number', message: 'Too big', maximum: 1000 }],
          },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approval policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which orders wait for approval?' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Which orders wait for approval?' })).toBeInTheDocument();
    const amount = await within(dialog).findByRole('textbox', { name: /Orders above/ });
    expect(amount).toHaveValue('2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('must be at most 1000'));
    expect(dialog).toBeInTheDocument();
  });

  it('keeps every letter typed in the products picker, and names the product chosen', async () => {
    const searches: PartnerRequest[] = [];
    const visio = buildProduct({ id: 31, name: 'Visio Plan 2' });
    openSignedIn('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders([buildOrder()]),
        partnerHandlers.companies([]),
        partnerHandlers.approvalPolicy(policy),
        partnerHandlers.products([buildProduct(), visio], searches),
        handle('get', '/api/v1/catalog/partner/products/31', visio),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approval policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which orders wait for approval?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Orders of chosen products' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Products' });
    await userEvent.type(picker, 'Visio');
    expect(picker).toHaveValue('Visio');
    await waitFor(() => expect(searches.at(-1)!.list.filter).toEqual({ q: 'Visio' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Visio Plan 2' }));
    expect(await within(dialog).findByText('Visio Plan 2')).toBeInTheDocument();
  });

  it('counts the orders waiting for a decision on the menu', async () => {
    openSignedIn('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders((request) =>
          request.list.filter?.status === 'pending'
            ? [buildOrder({ id: 40, status: 'pending' }), buildOrder({ id: 41, status: 'pending' })]
            : [buildOrder()],
        ),
        partnerHandlers.companies([]),
      ],
    });
    const item = await screen.findByRole('menuitem', { name: 'Customer orders (2 pending)' });
    // On screen: the count on the icon's badge and the label, which fits the menu's width; the words are for screen readers.
    expect(item).toHaveTextContent(/^2Customer orders/);
  });
});
