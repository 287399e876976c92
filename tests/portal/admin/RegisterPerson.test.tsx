import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../common/api';
import { adminHandlers, buildCompany, buildPersonRow, type AdminRequest } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { partnerAdmin, resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';

const openPeople = (handlers: RequestHandler[], user: SessionUser = supportUser, seen?: AdminRequest[]) =>
  openScreen('/admin/people', {
    user,
    handlers: [
      ...handlers,
      adminHandlers.people([buildPersonRow()], seen),
      adminHandlers.companies([buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })]),
    ],
  });

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Register a person' }));
  return screen.findByRole('dialog', { name: 'Register a person' });
};

const fillIn = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'robin@fabrikam.example');
  await userEvent.type(within(dialog).getByLabelText(/Name/), 'Robin Newcomer');
};

describe('registering a person', () => {
  afterEach(resetPortal);

  it('lets support register a person, without a choice of global role, and then lists them', async () => {
    const seen: AdminRequest[] = [];
    const listed: AdminRequest[] = [];
    openPeople([adminHandlers.registerPerson(seen)], supportUser, listed);
    const dialog = await openDialog();
    expect(within(dialog).queryByText('Global role')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    expect(await screen.findByText('Robin Newcomer is registered')).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([
      { email: 'robin@fabrikam.example', name: 'Robin Newcomer', globalRole: 'none' },
    ]);
    await waitFor(() => expect(listed.at(-1)!.list.filter).toEqual({ q: 'robin@fabrikam.example' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Find a person')).toHaveValue('robin@fabrikam.example'));
  });

  it('lets a partner administrator give a global role', async () => {
    const seen: AdminRequest[] = [];
    openPeople([adminHandlers.registerPerson(seen)], partnerAdmin);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'None' })).toBeChecked();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Support' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    await screen.findByText('Robin Newcomer is registered');
    expect(seen[0]!.body).toEqual({ email: 'robin@fabrikam.example', name: 'Robin Newcomer', globalRole: 'support' });
  });

  it('grants access to a company in the same step, when one is chosen', async () => {
    const seen: AdminRequest[] = [];
    openPeople([adminHandlers.registerPerson(seen)]);
    const dialog = await openDialog();
    // No company, no role to choose.
    expect(within(dialog).queryByRole('radio', { name: 'Viewer' })).not.toBeInTheDocument();
    await fillIn(dialog);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Access to a company (optional)' }), 'North');
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    expect(within(dialog).getByRole('radio', { name: 'Member' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    expect(
      await screen.findByText('Robin Newcomer is registered, with access to Northwind Traders'),
    ).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({
      email: 'robin@fabrikam.example',
      name: 'Robin Newcomer',
      globalRole: 'none',
      access: { companyId: 4, role: 'viewer' },
    });
  });

  it('checks the email before sending, and shows the server’s refusal', async () => {
    const seen: AdminRequest[] = [];
    openPeople([adminHandlers.registerPerson(seen, failureAnswer(409, 'This email is already registered'))]);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Robin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/Email/));
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'alex@fabrikam.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
