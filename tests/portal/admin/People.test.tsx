import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildPerson, buildPersonCompany, type AdminRequest } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { partnerAdmin, resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';

const people = [
  buildPerson(),
  buildPerson({ id: 8, name: 'Sam Taylor', email: 'sam@northwind.example' }),
  buildPerson({ id: 12, name: 'Dana Gone', email: 'dana@fabrikam.example', isDisabled: true }),
];

const search = () => screen.findByRole('searchbox', { name: 'Find a person' });

describe('people at /admin/people', () => {
  afterEach(resetPortal);

  it('searches as one types, once the typing pauses', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/people', { user: supportUser, handlers: [adminHandlers.searchPeople(people, seen)] });
    expect(await screen.findAllByText('Type at least 2 characters of a name or an email')).not.toHaveLength(0);
    await userEvent.type(await search(), 'sam');
    expect(await screen.findByText('sam@northwind.example')).toBeInTheDocument();
    expect(screen.queryByText('alex@fabrikam.example')).not.toBeInTheDocument();
    expect(seen.map((request) => request.url.searchParams.get('q'))).toEqual(['sam']);
  });

  it('shows the answer to the last text typed, even when an earlier answer arrives later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        http.get('/api/v1/multi-tenant/users/search', async ({ request }) => {
          const q = new URL(request.url).searchParams.get('q');
          if (q === 'al') {
            await delay(600);
            return HttpResponse.json([buildPerson({ id: 30, name: 'Al Late', email: 'al.late@example.com' })]);
          }
          return HttpResponse.json([buildPerson()]);
        }),
      ],
    });
    const box = await search();
    await userEvent.type(box, 'al');
    await vi.advanceTimersByTimeAsync(350);
    await userEvent.type(box, 'ex');
    expect(await screen.findByText('alex@fabrikam.example')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(700);
    expect(screen.queryByText('al.late@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('alex@fabrikam.example')).toBeInTheDocument();
  });

  it('shows progress while it searches', async () => {
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        http.get('/api/v1/multi-tenant/users/search', async () => {
          await delay('infinite');
        }),
      ],
    });
    await userEvent.type(await search(), 'sam');
    expect(await screen.findByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
    expect(screen.queryByText('sam@northwind.example')).not.toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    openScreen('/admin/people', { user: supportUser, handlers: [adminHandlers.searchPeople([])] });
    await userEvent.type(await search(), 'zz');
    expect(await screen.findByText('Nobody matches “zz”.')).toBeInTheDocument();
  });

  it('shows a failed search in words', async () => {
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [adminHandlers.searchPeople(failureAnswer(400, 'The search text is too long'))],
    });
    await userEvent.type(await search(), 'zz');
    expect(await screen.findByText('The search text is too long')).toBeInTheDocument();
  });

  it('shows a person’s companies on their row', async () => {
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.searchPeople(people),
        adminHandlers.personCompanies([
          buildPersonCompany(),
          buildPersonCompany({ id: 4, name: 'Northwind Traders', role: 'viewer' }),
        ]),
      ],
    });
    await userEvent.type(await search(), 'alex');
    await userEvent.click(await screen.findByText('alex@fabrikam.example'));
    expect(await screen.findByText('Companies of Alex Wilber')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Traders — Viewer')).toBeInTheDocument();
    expect(screen.getByText('Fabrikam — Member')).toBeInTheDocument();
  });

  it('disables a person after confirmation, and re-enables another', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [adminHandlers.searchPeople(people), adminHandlers.updatePerson(people, seen)],
    });
    await userEvent.type(await search(), 'example');
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await userEvent.click(within(alex).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Alex Wilber' });
    expect(confirm).toHaveTextContent('will be refused on their next call');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);

    await userEvent.click(within(alex).getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Alex Wilber is disabled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dana = screen.getByText('dana@fabrikam.example').closest('tr')!;
    await userEvent.click(within(dana).getByRole('button', { name: 'Re-enable' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Re-enable' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    // Notifications come one at a time: the second follows the first, here dismissed (Escape) rather than waited for.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Dana Gone is enabled again')).toBeInTheDocument();
    expect(seen.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PATCH', '/api/v1/multi-tenant/users/7', { isDisabled: true }],
      ['PATCH', '/api/v1/multi-tenant/users/12', { isDisabled: false }],
    ]);
  });
  it('signs a person out everywhere after confirmation, not a disabled one', async () => {
    const ended: string[] = [];
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.searchPeople(people),
        http.post('/api/v1/multi-tenant/users/:id/sessions/end', ({ params }) => {
          ended.push(String(params.id));
          return HttpResponse.json({ ended: 3 });
        }),
      ],
    });
    await userEvent.type(await search(), 'example');
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    const dana = screen.getByText('dana@fabrikam.example').closest('tr')!;
    expect(within(dana).queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    await userEvent.click(within(alex).getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign Alex Wilber out everywhere?' });
    expect(confirm).toHaveTextContent('refused on its next call');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Alex Wilber: 3 sessions ended')).toBeInTheDocument();
    expect(ended).toEqual(['7']);
  });

  it('offers each active person one “Sign out everywhere” on a phone too', async () => {
    stubWindowWidth(390);
    openScreen('/admin/people', { user: supportUser, handlers: [adminHandlers.searchPeople(people)] });
    await userEvent.type(await search(), 'example');
    await screen.findByText('alex@fabrikam.example');
    expect(screen.getAllByRole('button', { name: 'Sign out everywhere' })).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});

describe('registering a person', () => {
  afterEach(resetPortal);

  const fillIn = async (dialog: HTMLElement) => {
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'robin@fabrikam.example');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Robin Newcomer');
  };

  it('lets support register a person, without a choice of global role', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [adminHandlers.registerPerson(seen), adminHandlers.searchPeople([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a person' });
    expect(within(dialog).queryByText('Global role')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    expect(await screen.findByText('Robin Newcomer is registered')).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([
      { email: 'robin@fabrikam.example', name: 'Robin Newcomer', globalRole: 'none' },
    ]);
    expect(await search()).toHaveValue('robin@fabrikam.example');
  });

  it('lets a partner administrator give a global role', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/people', {
      user: partnerAdmin,
      handlers: [adminHandlers.registerPerson(seen), adminHandlers.searchPeople([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a person' });
    expect(within(dialog).getByRole('radio', { name: 'None' })).toBeChecked();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Support' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a person' }));
    await screen.findByText('Robin Newcomer is registered');
    expect(seen[0]!.body).toEqual({ email: 'robin@fabrikam.example', name: 'Robin Newcomer', globalRole: 'support' });
  });

  it('checks the email before sending, and shows the server’s refusal', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [adminHandlers.registerPerson(seen, failureAnswer(409, 'This email is already registered'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register a person' }));
    const dialog = await screen.findByRole('dialog');
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
