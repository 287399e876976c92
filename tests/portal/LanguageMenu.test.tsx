import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers } from '../../mocks/admin-handlers';
import { endUser, openSignedIn, resetPortal } from './support/admin';
import { stubWindowWidth } from './support/media';

// The language picked while signed in is stored in the person's profile.
const storesTheLanguage = adminHandlers.updateProfile(endUser);

describe("the app bar's language menu", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetPortal();
  });

  it('opens a menu of the languages, mounted only while open, and switches the portal to the one picked', async () => {
    openSignedIn('/admin', { handlers: [storesTheLanguage] });
    const appBar = await screen.findByRole('banner');
    const button = await within(appBar).findByRole('button', { name: 'English' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByText('Français', { selector: '[role="menuitem"]' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const menu = (await screen.findByRole('menuitem', { name: 'Français' })).closest<HTMLElement>('[role="menu"]')!;
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAccessibleName('English');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Français']);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('menuitem', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Français' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.locale')).toContain('fr');
  });

  it('leaves a phone’s app bar for the user menu once signed in, where the other language is one tap', async () => {
    stubWindowWidth(412);
    openSignedIn('/admin', { handlers: [storesTheLanguage] });
    const appBar = await screen.findByRole('banner');
    await within(appBar).findByRole('button', { name: /Notifications/ });
    expect(within(appBar).queryByRole('button', { name: /Language|English/ })).not.toBeInTheDocument();
    await userEvent.click(within(appBar).getByRole('button', { name: /^Profile/ }));
    // Its first line says who is signed in (the phone's app bar shows an icon alone), and opens the profile.
    const who = await screen.findByRole('menuitem', { name: new RegExp(endUser.email.replace('.', '\\.')) });
    expect(who).toHaveTextContent(endUser.name!);
    expect(who).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('menuitem', { name: 'English' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(localStorage.getItem('RaStore.locale')).toContain('fr');
    expect(await screen.findByRole('button', { name: 'Aller au contenu' })).toBeInTheDocument();
    // The user menu's icon is named in French too.
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Profil' })).toBeInTheDocument();
  });
});
