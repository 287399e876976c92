import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { buildNotification, partnerHandlers, type PartnerRequest } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

const companies = partnerHandlers.companies([buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('notifications at /partner-admin/notifications', () => {
  afterEach(resetPortal);

  it('lists reminders and announcements', async () => {
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([
          buildNotification(),
          buildNotification({ id: 41, kind: 'renewal_reminder', title: 'Renewal soon', leadTimesDays: [30, 7] }),
        ]),
        companies,
      ],
    });
    expect(await screen.findByText('Renewal soon')).toBeInTheDocument();
    expect(within(rowOf('Renewal soon')).getByText('30, 7')).toBeInTheDocument();
    expect(within(rowOf('Price changes in April')).getByText('Announcement')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [partnerHandlers.notifications([]), companies],
    });
    expect(await screen.findByText('No notification yet.')).toBeInTheDocument();
  });

  it('shows progress while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        http.get('/api/v1/partner/notifications', async () => {
          await delay('infinite');
        }),
        companies,
      ],
    });
    await screen.findByRole('button', { name: 'New notification' });
    await expectPlaceholderRowsAfterASecond();
  });

  it('refuses an announcement that reaches no company, saying so, and sends nothing', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([]),
        partnerHandlers.createNotification(buildNotification(), seen),
        companies,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Price changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the companies that see this announcement')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Companies' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Choose the companies that see this announcement')).not.toBeInTheDocument(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      kind: 'announcement',
      title: 'Price changes',
      body: '',
      titleFr: '',
      bodyFr: '',
      leadTimesDays: [],
      includeAutoRenewOff: true,
      recipients: [],
      companyIds: [4],
      isActive: true,
      publish: true,
    });
  });

  it('creates a renewal reminder, refusing lead times out of 1–365 and naming the recipients that are not emails', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([]),
        partnerHandlers.createNotification(buildNotification({ kind: 'renewal_reminder' }), seen),
        companies,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Renewal reminder' }));
    const leadTimes = within(dialog).getByLabelText(/Days before renewal/);
    expect(leadTimes).toHaveValue('30, 7');
    await userEvent.type(within(dialog).getByLabelText(/Title/), '  Renewal soon ');
    await userEvent.clear(leadTimes);
    await userEvent.type(leadTimes, '60, 14, 400');
    const recipients = within(dialog).getByLabelText(/Recipients/);
    await userEvent.type(recipients, 'billing contacts, billing@northwind.example, sales@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Whole numbers of days from 1 to 365, separated by commas'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Not an email: billing contacts, sales@')).toBeInTheDocument();
    // What was typed stays, to be corrected; the messages follow the corrections.
    expect(recipients).toHaveValue('billing contacts, billing@northwind.example, sales@');
    await userEvent.clear(leadTimes);
    await userEvent.type(leadTimes, '60, 14,');
    await waitFor(() => expect(within(dialog).queryByText(/^Whole numbers of days/)).not.toBeInTheDocument());
    await userEvent.clear(recipients);
    await userEvent.type(recipients, 'billing contacts, billing@northwind.example');
    expect(await within(dialog).findByText('Not an email: billing contacts')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.clear(recipients);
    await userEvent.type(recipients, 'billing@northwind.example, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      kind: 'renewal_reminder',
      title: 'Renewal soon',
      body: '',
      titleFr: '',
      bodyFr: '',
      leadTimesDays: [60, 14],
      includeAutoRenewOff: true,
      recipients: ['billing@northwind.example'],
      companyIds: [],
      isActive: true,
      publish: true,
    });
  });

  it('writes a reminder in English and French, and refuses a French text without its French title', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([]),
        partnerHandlers.createNotification(buildNotification({ kind: 'renewal_reminder' }), seen),
        companies,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Renewal reminder' }));
    await userEvent.type(within(dialog).getByLabelText(/Title \(English\)/), 'Renewal soon');
    await userEvent.type(within(dialog).getByLabelText(/Text \(English\)/), 'Check your seats.');
    await userEvent.type(within(dialog).getByLabelText(/French text/), 'Vérifiez vos licences.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the French text its French title')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/French title/), 'Renouvellement proche');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({
      title: 'Renewal soon',
      body: 'Check your seats.',
      titleFr: 'Renouvellement proche',
      bodyFr: 'Vérifiez vos licences.',
    });
  });

  it('refuses a renewal reminder with no lead time', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([]),
        partnerHandlers.createNotification(buildNotification({ kind: 'renewal_reminder' }), seen),
        companies,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Renewal reminder' }));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Renewal soon');
    await userEvent.clear(within(dialog).getByLabelText(/Days before renewal/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Whole numbers of days from 1 to 365, separated by commas'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('changes an announcement, sending only what changed, and shows a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([buildNotification()]),
        partnerHandlers.updateNotification(failureAnswer(400, 'Some of the chosen companies do not exist'), seen),
        companies,
      ],
    });
    await screen.findByText('Price changes in April');
    await userEvent.click(within(rowOf('Price changes in April')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must not be empty')).toBeInTheDocument();
    await userEvent.type(title, 'Price changes in April!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Some of the chosen companies do not exist')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({ title: 'Price changes in April!' });
    // The refusal leaves the dialog open, with what was typed.
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Price changes in April!');
    vi.restoreAllMocks();
  });

  it('changes a reminder’s lead times and empties its text, sending only those, the days as numbers', async () => {
    const seen: PartnerRequest[] = [];
    const reminder = buildNotification({
      id: 41,
      kind: 'renewal_reminder',
      title: 'Renewal soon',
      leadTimesDays: [30, 7],
      recipients: ['billing@northwind.example'],
    });
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([reminder]),
        partnerHandlers.updateNotification({ ...reminder, leadTimesDays: [60, 7] }, seen),
        companies,
      ],
    });
    await screen.findByText('Renewal soon');
    await userEvent.click(within(rowOf('Renewal soon')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const leadTimes = within(dialog).getByLabelText(/Days before renewal/);
    expect(leadTimes).toHaveValue('30, 7');
    expect(within(dialog).getByLabelText(/Recipients/)).toHaveValue('billing@northwind.example');
    await userEvent.clear(leadTimes);
    await userEvent.type(leadTimes, '60,7');
    await userEvent.clear(within(dialog).getByLabelText(/Text/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ leadTimesDays: [60, 7], body: '' });
    expect(await screen.findByText('The notification is saved')).toBeInTheDocument();
  });

  it('refuses to take an announcement’s last company away', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.notifications([buildNotification()]),
        partnerHandlers.updateNotification(buildNotification(), seen),
        companies,
      ],
    });
    await screen.findByText('Price changes in April');
    await userEvent.click(within(rowOf('Price changes in April')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Northwind Traders' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Companies' }), '{Backspace}');
    expect(within(dialog).queryByRole('button', { name: 'Northwind Traders' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the companies that see this announcement')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
