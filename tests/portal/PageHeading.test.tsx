import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSubscriptionDetail, endUserHandlers } from '../../mocks/end-user-handlers';
import { openSignedIn, resetPortal } from './support/admin';

// Every page has exactly one level-one heading (axe page-has-heading-one): its own when it shows one, else the
// layout's, hidden from sight, that says the title the app bar shows.
describe('the level-one heading of every page', () => {
  afterEach(resetPortal);

  it('is the title of a list, read at the top of the content and not shown twice', async () => {
    openSignedIn('/subscriptions', {
      handlers: [endUserHandlers.inbox({ unread: 0, notices: [] }), endUserHandlers.subscriptions([])],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Subscriptions' });
    expect(heading.closest('main')).not.toBeNull();
    expect(heading).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is the page’s own where it shows one, alone', async () => {
    openSignedIn('/subscriptions/12/show', {
      handlers: [
        endUserHandlers.inbox({ unread: 0, notices: [] }),
        endUserHandlers.subscription(buildSubscriptionDetail({ id: 12, productName: 'Visio Plan 2' })),
        endUserHandlers.usage([]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visio Plan 2' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
  });
});
