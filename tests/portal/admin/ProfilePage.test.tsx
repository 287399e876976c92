import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminHandlers,
  buildAccessEvent,
  buildMyCompany,
  buildProfile,
  type AdminRequest,
} from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { openSignedIn, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

const section = (name: string) =>
  screen.getByRole('heading', { name }).closest('.MuiCard-root, section') as HTMLElement;

describe('the profile at /admin', () => {
  afterEach(resetPortal);

  it('saves a new display name, sending only the name', async () => {
    const profile = buildProfile({ preferences: { locale: 'en' } });
    const seen: AdminRequest[] = [];
    openScreen('/admin', { user: profile, handlers: [adminHandlers.updateProfile(profile, seen)] });
    const name = await screen.findByLabelText(/Display name/);
    expect(name).toHaveValue('Alex Wilber');
    await userEvent.clear(name);
    await userEvent.type(name, 'Alex W.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ name: 'Alex W.' }]);
  });

  it('sends the notifications, and only them, when one is turned off', async () => {
    const profile = buildProfile();
    const seen: AdminRequest[] = [];
    openScreen('/admin', { user: profile, handlers: [adminHandlers.updateProfile(profile, seen)] });
    const renewals = await screen.findByRole('switch', { name: 'Renewals' });
    expect(renewals).toBeChecked();
    await userEvent.click(renewals);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile is saved');
    expect(seen.map((request) => request.body)).toEqual([
      { preferences: { notifications: { renewals: false, announcements: true, orders: true } } },
    ]);
  });

  it('switches to French at once and stores only the language in the profile', async () => {
    const profile = buildProfile();
    const seen: AdminRequest[] = [];
    openScreen('/admin', { user: profile, handlers: [adminHandlers.updateProfile(profile, seen)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Langue et thème' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mes sociétés' })).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ preferences: { locale: 'fr' } }]);
  });

  it('switches to the dark theme at once and stores it', async () => {
    const profile = buildProfile();
    const seen: AdminRequest[] = [];
    openScreen('/admin', { user: profile, handlers: [adminHandlers.updateProfile(profile, seen)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dark' }));
    expect(await screen.findByText('Your preferences are saved')).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.theme')).toContain('dark');
    expect(seen.map((request) => request.body)).toEqual([{ preferences: { theme: 'dark' } }]);
  });

  it('applies the language and theme stored in the profile when the page starts', async () => {
    openSignedIn('/admin', { user: buildProfile({ preferences: { locale: 'fr', theme: 'dark' } }) });
    expect(await screen.findByRole('heading', { name: 'Mes sociétés' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.theme')).toContain('dark');
  });

  it('keeps the language and shows the server’s words when the profile cannot be stored', async () => {
    const profile = buildProfile();
    openScreen('/admin', {
      user: profile,
      handlers: [adminHandlers.updateProfile(profile, [], failureAnswer(400, 'Unknown preference'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByText('Unknown preference')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Language and theme' })).toBeInTheDocument();
  });

  it('lists my companies with role, since and expiry', async () => {
    openScreen('/admin', {
      companies: [
        buildMyCompany(),
        buildMyCompany({ id: 4, name: 'Northwind Traders', role: 'viewer', expiresAt: '2030-01-31T00:00:00.000Z' }),
      ],
    });
    await screen.findByRole('heading', { name: 'My companies' });
    const table = within(section('My companies'));
    const fabrikam = (await table.findByText('Fabrikam')).closest('tr')!;
    expect(within(fabrikam).getByText('Member')).toBeInTheDocument();
    expect(within(fabrikam).getByText('No end date')).toBeInTheDocument();
    const northwind = table.getByText('Northwind Traders').closest('tr')!;
    expect(within(northwind).getByText('Viewer')).toBeInTheDocument();
    // A moment's day in the reader's time zone, written as every date of the portal: "Jan 31, 2030".
    const expiry = new Date('2030-01-31T00:00:00.000Z').toLocaleDateString('en-US', { dateStyle: 'medium' });
    expect(within(northwind).getByText(expiry)).toBeInTheDocument();
  });

  it('keeps the profile’s Save under its form on a phone, not pinned over the cards below', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/admin');
      const toolbar = (await screen.findByRole('button', { name: 'Save' })).closest('[role="toolbar"]')!;
      expect(toolbar).toHaveClass('RaToolbar-mobileToolbar');
      // react-admin's rule pins it (position:fixed); the portal's theme, written after, wins.
      expect([...stylesOf(toolbar).matchAll(/position:(\w+)/g)].map(([, position]) => position).at(-1)).toBe('static');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says on a phone, in French, that an access has no end date (not "Jusqu’au Jamais")', async () => {
    stubWindowWidth(390);
    await i18nProvider.changeLocale('fr');
    try {
      openScreen('/admin', { companies: [buildMyCompany()] });
      const line = await screen.findByText(/Sans date de fin$/);
      expect(line.textContent).toMatch(/^Membre · Depuis le .+ · Sans date de fin$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when I have no company', async () => {
    openScreen('/admin', { companies: [] });
    expect(await screen.findByText('You have no access to a company yet. Ask your administrator.')).toBeInTheDocument();
  });

  it('lists my access history, and says so when it is empty', async () => {
    openScreen('/admin', {
      handlers: [
        adminHandlers.myHistory([
          buildAccessEvent({ id: 2, action: 'access.revoked', companyName: 'Northwind Traders', reason: 'Left' }),
        ]),
      ],
    });
    const revoked = (await screen.findByText('Access revoked')).closest('tr')!;
    expect(within(revoked).getByText('Northwind Traders')).toBeInTheDocument();
    expect(within(revoked).getByText('Left')).toBeInTheDocument();
  });

  it('says when my access history is empty', async () => {
    openScreen('/admin');
    expect(await screen.findByText('Nothing has changed in your access yet.')).toBeInTheDocument();
  });

  it('shows a failure of my companies and of my history in words', async () => {
    openScreen('/admin', {
      handlers: [
        adminHandlers.myCompanies(failureAnswer(409, 'The directory is being rebuilt')),
        adminHandlers.myHistory(failureAnswer(403, 'Nope')),
      ],
    });
    await screen.findByRole('heading', { name: 'My companies' });
    await waitFor(() =>
      expect(within(section('My companies')).getByText('The directory is being rebuilt')).toBeInTheDocument(),
    );
    await waitFor(() => expect(within(section('My access history')).getByText('Access forbidden')).toBeInTheDocument());
  });

  it('shows progress while the profile loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/admin', {
      handlers: [
        http.get('/api/v1/user/profile', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'My companies' });
    // The page's own (react-admin's LinearProgress shows after a second), not the app bar's loading indicator.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await within(screen.getByRole('main')).findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Display name/)).not.toBeInTheDocument();
  });

  it('signs me out on my other devices once, however often the button is clicked, and says how many', async () => {
    let calls = 0;
    openScreen('/admin', {
      handlers: [
        http.post('/api/v1/user/sessions/end-others', async () => {
          calls++;
          await delay(100);
          return HttpResponse.json({ ended: 2 });
        }),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Sign out on my other devices' });
    await userEvent.dblClick(button);
    expect(await screen.findByText('Signed out on 2 other devices')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
