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

  it('refuses an announcement that reaches no company, saying so', async () => {
    openScreen('/partner-admin/notifications', {
      user: partnerAdmin,
      handlers: [partnerHandlers.notifications([]), companies],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Price changes');
    expect(within(dialog).getByText('Choose the companies that see this announcement')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('creates a renewal reminder with lead times and recipients', async () => {
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
    await userEvent.type(within(dialog).getByLabelText(/Days before renewal/), '60, 14');
    await userEvent.type(within(dialog).getByLabelText(/Days before renewal/), ', 400');
    expect(within(dialog).getByText('Whole numbers of days from 1 to 365, separated by commas')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Days before renewal/));
    await userEvent.type(within(dialog).getByLabelText(/Days before renewal/), '60, 14');
    await userEvent.type(within(dialog).getByLabelText(/Recipients/), 'billing contacts');
    expect(within(dialog).getByText('Not an email: billing contacts')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText(/Recipients/));
    await userEvent.type(within(dialog).getByLabelText(/Recipients/), 'billing@northwind.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      kind: 'renewal_reminder',
      title: 'Renewal soon',
      body: '',
      leadTimesDays: [60, 14],
      includeAutoRenewOff: true,
      recipients: ['billing@northwind.example'],
      companyIds: [],
      isActive: true,
    });
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
    await userEvent.type(within(dialog).getByLabelText(/Title/), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Some of the chosen companies do not exist')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ title: 'Price changes in April!' });
    vi.restoreAllMocks();
  });
});
