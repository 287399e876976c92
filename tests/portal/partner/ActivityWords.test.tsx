// Every kind of change the API writes to its activity log reads as a sentence on the partner's dashboard (and, for a
// subscription's, in its history), in both languages: "subscription drift gone", its key with the dots taken out, once
// sat beside "Subscription activated".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildActivity, buildCatalogStats, endUserHandlers } from '../../../mocks/end-user-handlers';
import { en as dashboardEn } from '../../../src/resources/dashboard/messages.en';
import { fr as dashboardFr } from '../../../src/resources/dashboard/messages.fr';
import { en as subscriptionsEn } from '../../../src/resources/subscriptions/messages.en';
import { fr as subscriptionsFr } from '../../../src/resources/subscriptions/messages.fr';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';

/**
 * The kinds of change the server logs, read from its source: each module that writes the log names its kinds as
 * literals ('subscription.drift_gone'). Read as text, not imported: the portal never imports the server.
 */
const loggedKinds = (() => {
  const sources = import.meta.glob('../../../server/**/*.ts', { query: '?raw', import: 'default', eager: true });
  const kinds = new Set<string>();
  for (const text of Object.values(sources) as string[]) {
    if (!/logActivity|activityLog/.test(text)) continue;
    for (const [, kind] of text.matchAll(/(?<!from )'([a-z]+\.[a-z_]+)'/g)) kinds.add(kind!);
  }
  return [...kinds].sort();
})();

/**
 * Whether `words` say `kind` as a sentence: a capital (or a figure, "%{to} seats …") first, and no key's underscore
 * ("drift_gone") in it.
 */
const isWorded = (words: Record<string, string>, kind: string) => {
  const text = words[kind]?.replace(/%\{\w+\}/g, '1');
  return text !== undefined && /^[A-ZÀ-Ý0-9]/.test(text) && !text.includes('_');
};

describe('the activity’s kinds in words', () => {
  afterEach(resetPortal);

  it('finds the kinds the server logs', () => {
    expect(loggedKinds).toContain('catalog.created');
    expect(loggedKinds).toContain('subscription.drift_gone');
    expect(loggedKinds.length).toBeGreaterThan(40);
  });

  it('words every kind on the dashboard, a sentence starting with a capital, in English and in French', () => {
    const { actions: english } = dashboardEn.dashboard;
    const { actions: french } = dashboardFr.dashboard;
    expect(loggedKinds.filter((kind) => !isWorded(english, kind))).toEqual([]);
    expect(loggedKinds.filter((kind) => !isWorded(french, kind))).toEqual([]);
  });

  it('words every kind of a subscription’s history, in English and in French', () => {
    const subscriptionKinds = loggedKinds
      .filter((kind) => kind.startsWith('subscription.'))
      .map((kind) => kind.slice('subscription.'.length));
    const english = subscriptionsEn.subscriptions.history.subscription as Record<string, string>;
    const french = subscriptionsFr.subscriptions.history.subscription as Record<string, string>;
    expect(subscriptionKinds.filter((kind) => !isWorded(english, kind))).toEqual([]);
    expect(subscriptionKinds.filter((kind) => !isWorded(french, kind))).toEqual([]);
  });

  it('shows a drift that went away in plain words, and a kind it has no words for as “Other change”', async () => {
    openScreen('/dashboard', {
      user: partnerAdmin,
      handlers: [
        endUserHandlers.catalogStats(buildCatalogStats()),
        endUserHandlers.reconciliationLeak({ period: null, leak: '0.00', currency: null, rows: 0 }),
        endUserHandlers.recentActivity([
          buildActivity({ id: 1, action: 'subscription.drift_gone', objectType: 'subscription', objectId: '7' }),
          buildActivity({ id: 2, action: 'subscription.activated', objectType: 'subscription', objectId: '7' }),
          buildActivity({ id: 3, action: 'invoice.reminded_twice', objectType: 'invoice', objectId: '9' }),
        ]),
      ],
    });
    expect(await screen.findByText('Agrees with Microsoft again')).toBeInTheDocument();
    expect(screen.getByText('Subscription activated')).toBeInTheDocument();
    expect(screen.getByText('Other change')).toBeInTheDocument();
    expect(screen.queryByText(/drift|reminded/)).not.toBeInTheDocument();
  });
});
