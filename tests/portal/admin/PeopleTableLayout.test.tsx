import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildCompany, buildCompanyPerson, buildPersonRow } from '../../../mocks/admin-handlers';
import { resetPortal, supportUser } from '../support/admin';
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { openScreen } from '../support/screen';

// At 1366 px the directory was wider than its card (its row buttons cut), rows ~105 px tall: "Sign out everywhere" on
// two lines, "Last sign-in" as "Last / sign- / in", a date on three lines. A company's page had its facts one a line
// and "by Sasha / Reid" split. happy-dom lays nothing out: these read the CSS that keeps each of those on one line.

const nowrap = /white-space:nowrap/;
const cellOf = (element: HTMLElement) => element.closest('td')!;

/** Each heading of the page's table keeps to one line. */
function expectOneLineHeadings() {
  const headings = within(screen.getByRole('table')).getAllByRole('columnheader');
  expect(headings.length).toBeGreaterThan(5);
  for (const heading of headings) expect(stylesOf(heading)).toMatch(nowrap);
}

/** A row's action: an icon alone, its words its accessible name and its tooltip. */
async function expectIconAction(row: HTMLElement, name: string) {
  const button = within(row).getByRole('button', { name });
  expect(button).toHaveTextContent(/^$/);
  expect(button.querySelector('svg')).not.toBeNull();
  await userEvent.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
  await userEvent.unhover(button);
  return button;
}

describe('the people directory’s rows on a desk', () => {
  afterEach(resetPortal);

  const open = () =>
    openScreen('/admin/people', {
      user: supportUser,
      handlers: [
        adminHandlers.people([
          buildPersonRow({ companyCount: 2, accessEndsAt: '2030-06-30T21:59:59.000Z' }),
          buildPersonRow({ id: 12, name: 'Dana Gone', email: 'dana@fabrikam.example', isDisabled: true }),
        ]),
        adminHandlers.companies([buildCompany()]),
      ],
    });

  it('keeps headings, dates, counts, statuses and actions on one line; a name breaks between its words', async () => {
    open();
    const alex = cellOf(await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    expectOneLineHeadings();
    for (const column of ['lastSignInAt', 'accessEndsAt', 'createdAt', 'companyCount', 'isDisabled'])
      expect(stylesOf(alex.querySelector(`td.column-${column}`)!)).toMatch(nowrap);
    expect(stylesOf(cellOf(within(alex).getByRole('button', { name: 'Disable' })))).toMatch(nowrap);
    expect(stylesOf(cellOf(within(alex).getByText('Alex Wilber')))).not.toMatch(nowrap);
  });

  it('shows a row’s actions as icons named by their words, which their tooltips show', async () => {
    open();
    const alex = cellOf(await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await expectIconAction(alex, 'Sign out everywhere');
    await expectIconAction(alex, 'Disable');
    const dana = cellOf(screen.getByText('dana@fabrikam.example')).closest('tr')!;
    await userEvent.click(await expectIconAction(dana, 'Re-enable'));
    expect(await screen.findByRole('dialog', { name: 'Re-enable Dana Gone' })).toBeInTheDocument();
  });
});

describe('a company’s page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetPortal();
  });

  const open = () =>
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([
          buildCompanyPerson({ reason: 'Joined the finance team for the quarter-end close' }),
        ]),
      ],
    });

  it('lays its facts side by side, several a line, wrapping as room runs out', async () => {
    open();
    const facts = (await screen.findByText('Tenant')).closest('.RaSimpleShowLayout-stack')!;
    expect(within(facts as HTMLElement).getByText('Subscriptions')).toBeInTheDocument();
    expect(stylesOf(facts)).toMatch(/flex-direction:row/);
    expect(stylesOf(facts)).toMatch(/flex-wrap:wrap/);
  });

  it('keeps headings, when and by whom an access was granted, and the actions on one line; the reason wraps', async () => {
    open();
    const alex = cellOf(await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    expectOneLineHeadings();
    expect(stylesOf(cellOf(within(alex).getByText(/by Sasha Support/)))).toMatch(nowrap);
    const reason = within(alex).getByText('Joined the finance team for the quarter-end close');
    expect(stylesOf(reason)).toMatch(/white-space:normal/);
    for (const column of ['expiresAt', 'lastSignInAt', 'isDisabled'])
      expect(stylesOf(alex.querySelector(`td.column-${column}`)!)).toMatch(nowrap);
    expect(stylesOf(cellOf(within(alex).getByRole('button', { name: 'Revoke' })))).toMatch(nowrap);
  });

  it('shows "Change access" and "Revoke" alike: icons named by their words on a desk', async () => {
    open();
    const alex = cellOf(await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await expectIconAction(alex, 'Change access');
    await userEvent.click(await expectIconAction(alex, 'Revoke'));
    expect(await screen.findByRole('dialog', { name: 'Revoke access' })).toBeInTheDocument();
  });

  it('shows "Change access" and "Revoke" alike on a phone: an icon and the words', async () => {
    stubWindowWidth(390);
    open();
    await screen.findByText('alex@fabrikam.example');
    for (const name of ['Change access', 'Revoke']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveTextContent(name);
      expect(button.querySelector('.MuiButton-startIcon svg')).not.toBeNull();
    }
  });
});
