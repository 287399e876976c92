import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { en } from '../../../src/resources/userGuide/messages.en';
import { fr } from '../../../src/resources/userGuide/messages.fr';

describe('the user guide at /user-guide', () => {
  afterEach(resetPortal);

  it('has a section per screen and a table of contents', async () => {
    openScreen('/user-guide');
    expect(await screen.findByRole('heading', { name: 'Changing a quantity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '#guide-orders');
    expect(screen.getByText(/removed with a refund for 7 days/)).toBeInTheDocument();
  });

  it('titles every section in a few words, in both languages: the contents list links titles, not paragraphs', () => {
    for (const words of [en, fr])
      for (const section of Object.values(words.userGuide.sections)) {
        expect(section.title).not.toMatch(/\n/);
        expect(section.title.length).toBeLessThan(60);
      }
  });

  it('explains an invoice line by line with the ledger’s worked examples', async () => {
    openScreen('/user-guide');
    expect(await screen.findByRole('heading', { name: 'Invoices, line by line' })).toBeInTheDocument();
    const examples = screen.getByRole('table', { name: 'What the ledger charges, line by line' });
    for (const [computation, amount] of [
      ['5 × $10.00', '$50.00'],
      ['2 × $10.00 × 21 / 31', '$13.55'],
      ['−1 × $10.00 × 19 / 31', '−$6.13'],
      ['6 × $10.00', '$60.00'],
      ['−6 × $10.00 × 25 / 28', '−$53.57'],
    ])
      expect(within(examples).getByText(computation).closest('tr')).toHaveTextContent(amount);
    expect(within(examples).getByText(/^Renewal: the new term’s first month/)).toBeInTheDocument();
  });

  it('filters the sections by the search words', async () => {
    openScreen('/user-guide');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the guide' }), 'refund');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Changing a quantity' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the guide' }), ' zzz');
    expect(await screen.findByText('No section matches your search.')).toBeInTheDocument();
  });

  it('explains signing in and out, the profile, refusals, and switching company', async () => {
    openScreen('/user-guide');
    for (const title of ['Signing in and out', 'Profile, language and theme', 'When the portal refuses']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the guide' }), 'switch');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it('explains the bell, reminders and emails, and orders that wait for approval', async () => {
    openScreen('/user-guide');
    expect(await screen.findByRole('heading', { name: 'The bell, reminders and emails' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders that wait for approval' })).toBeInTheDocument();
    expect(screen.getByText(/a member can cancel it from its page/)).toBeInTheDocument();
    expect(screen.getByText(/only your partner can lift the suspension/)).toBeInTheDocument();
  });

  it('reads in French', async () => {
    await i18nProvider.changeLocale('fr');
    openScreen('/user-guide');
    expect(await screen.findByRole('heading', { name: 'Modifier une quantité' })).toBeInTheDocument();
    const examples = screen.getByRole('table', { name: 'Ce que le registre facture, ligne par ligne' });
    expect(within(examples).getByText('−6 × 10,00 $ × 25 / 28').closest('tr')).toHaveTextContent('−53,57 $');
  });
});
