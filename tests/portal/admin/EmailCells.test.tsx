import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildCompany, buildCompanyPerson, buildPersonRow } from '../../../mocks/admin-handlers';
import { buildSentMessage, partnerHandlers } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal, supportUser } from '../support/admin';
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { openScreen } from '../support/screen';

const long = 'former.employee@fabrikam.example';

/**
 * An address stays on one line, never broken inside a word (at 1366 px the directory read "fabrikam.exa / mple"):
 * cut with "…" past its room, whole in its tooltip; and nothing around it lets the table break it anywhere.
 */
async function expectOneLine(email: string) {
  const address = await screen.findByText(email);
  expect(address).toHaveAttribute('title', email);
  const styles = stylesOf(address);
  expect(styles).toMatch(/white-space:nowrap/);
  expect(styles).toMatch(/text-overflow:ellipsis/);
  expect(styles).toMatch(/overflow:hidden/);
  expect(styles).toMatch(/max-width:22rem/);
  // Its room is what gives first when a table is short of it: the address asks for none (a 0-to-its-width track).
  const track = stylesOf(address.parentElement!);
  expect(track).toMatch(/display:grid/);
  expect(track).toMatch(/grid-template-columns:minmax\(0, ?max-content\)/);
  for (let element: Element | null = address; element && element.tagName !== 'TD'; element = element.parentElement)
    expect(stylesOf(element)).not.toMatch(/overflow-wrap:anywhere|word-break:break-all/);
}

describe('email addresses in the tables of people', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetPortal();
  });

  it('keeps each address of the people directory on one line', async () => {
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.people([buildPersonRow({ name: 'Chris Former', email: long })]),
        adminHandlers.companies([buildCompany()]),
      ],
    });
    await expectOneLine(long);
    expect(screen.getByText('Chris Former')).toBeInTheDocument();
  });

  it('keeps the address of a person without a name, shown in its place, on one line', async () => {
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.people([buildPersonRow({ name: null, email: long })]),
        adminHandlers.companies([buildCompany()]),
      ],
    });
    await expectOneLine(long);
  });

  it('keeps each address of the directory on a phone on one line, before the person’s count', async () => {
    stubWindowWidth(390);
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.people([buildPersonRow({ name: 'Chris Former', email: long, companyCount: 2 })]),
        adminHandlers.companies([buildCompany()]),
      ],
    });
    await expectOneLine(long);
    expect(screen.getByText('· 2 companies')).toBeInTheDocument();
  });

  it('keeps each address of a company’s people on one line', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([buildCompanyPerson({ name: 'Chris Former', email: long })]),
      ],
    });
    await expectOneLine(long);
  });

  it('keeps the addresses of the sent messages on one line', async () => {
    openScreen('/partner-admin/messages', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.messages([buildSentMessage({ toAddress: long })]),
        partnerHandlers.jobFailures([]),
        partnerHandlers.mailDelivery({ isSending: true }),
      ],
    });
    await expectOneLine(long);
  });

  it('keeps a customer contact’s address, a mailto: link, on one line', async () => {
    const company = buildCompany({ id: 4, contacts: [{ id: 1, name: 'Payables', email: long, phone: null }] });
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.company(company),
        partnerHandlers.companies([company]),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
      ],
    });
    await expectOneLine(long);
    expect(screen.getByRole('link', { name: long })).toHaveAttribute('href', `mailto:${long}`);
  });
});
