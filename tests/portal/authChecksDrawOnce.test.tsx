import { act, render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthState, useCanAccess, usePermissions } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/App';

/**
 * The guards as react-admin's admin routes and lists hold them (the sign-in check, the permissions, a list's access),
 * counting each time they draw.
 */
function Guard({ onRender }: { onRender: () => void }) {
  const { authenticated } = useAuthState(undefined, false);
  const { permissions } = usePermissions();
  const { canAccess } = useCanAccess({ resource: 'subscriptions', action: 'list' });
  onRender();
  return <p>{authenticated && permissions && canAccess ? 'in' : 'waiting'}</p>;
}

describe('react-admin’s sign-in check made again', () => {
  it('draws the admin’s routes again only when its answer changes, not while it is made (every screen, twice a check)', async () => {
    const queryClient = createQueryClient();
    let signedIn = true;
    const authProvider = {
      login: async () => {},
      logout: async () => {},
      checkError: async () => {},
      checkAuth: async () => {
        if (!signedIn) throw new Error('signed out');
      },
      getPermissions: async () => ({ globalRole: 'none' }),
      canAccess: async () => true,
    };
    let renders = 0;
    render(
      <MemoryRouter>
        <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
          <Guard onRender={() => renders++} />
        </CoreAdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('in')).toBeInTheDocument();
    const settled = renders;
    // Another guard mounting checks again: the same answer draws nothing.
    await act(() => queryClient.refetchQueries({ queryKey: ['auth'] }));
    expect(renders).toBe(settled);
    // A changed answer is drawn at once.
    signedIn = false;
    await act(() => queryClient.refetchQueries({ queryKey: ['auth', 'checkAuth'] }));
    expect(await screen.findByText('waiting')).toBeInTheDocument();
  });
});
