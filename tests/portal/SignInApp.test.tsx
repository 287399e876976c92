// /login on a page load without a session (issue 32, item 7): the sign-in card alone, without the portal around it.
// Its words follow the language chosen (the same storage key as react-admin's), the French ones load on demand, and a
// session made in another tab hands the page over to the portal.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareSignIn, SignInApp } from '../../src/signIn/SignInApp';
import { storageKeys } from '../../src/providers/session';

describe('the sign-in card on a page load of /login', () => {
  afterEach(() => localStorage.clear());

  it('speaks the stored language, and switches language with the picker, keeping the choice for the portal', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    const props = await prepareSignIn();
    expect(props.locale).toBe('en');
    render(<SignInApp onSignedIn={vi.fn()} {...props} />);
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Se connecter avec Microsoft' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('RaStore.locale')!)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('hands the page to the portal once a session exists (signed in in another tab)', async () => {
    const onSignedIn = vi.fn();
    render(<SignInApp onSignedIn={onSignedIn} {...await prepareSignIn()} />);
    await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    window.dispatchEvent(new Event('focus'));
    expect(onSignedIn).not.toHaveBeenCalled();
    localStorage.setItem(storageKeys.token, 'a-session-made-elsewhere');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    expect(onSignedIn).toHaveBeenCalledWith(null);
  });
});
