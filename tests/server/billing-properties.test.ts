// The ledger agrees with a hand computation, to the cent, whatever happens to a subscription (issue 31): random
// sequences of seats added and removed, cancellations, reactivations and months passing, driven through the API on a
// moving clock, are charged exactly as an independent reference computes them in whole numbers (no big.js, no float),
// and an invoice of those charges totals its lines plus its tax.
import type { FastifyInstance } from 'fastify';
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStartedPeriods } from '../../server/billing/ledger';
import { totalsOf } from '../../server/billing/runs';
import { charges, companies, priceSheets, serverSettings, subscriptions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { signIn } from './support/sign-in';

const day = (date: Date) => formatISO(date, { representation: 'date' });
const termStart = '2026-01-01';
const monthStarts = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];

/** Cents of unitMicros × quantity × days / periodDays, half away from zero, in whole numbers only. */
function referenceCents(unitMicros: bigint, quantity: number, days: number, periodDays: number) {
  const numerator = unitMicros * BigInt(quantity) * BigInt(days);
  const denominator = BigInt(periodDays) * 10_000n; // micros to cents
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

const centsText = (cents: bigint) => {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
};

type Step =
  | { kind: 'add'; seats: number; afterDays: number }
  | { kind: 'remove'; seats: number; afterDays: number }
  | { kind: 'cancel'; afterDays: number }
  | { kind: 'reactivate'; afterDays: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), seats: fc.integer({ min: 1, max: 4 }), afterDays: fc.nat(20) }),
  fc.record({ kind: fc.constant('remove' as const), seats: fc.integer({ min: 1, max: 3 }), afterDays: fc.nat(5) }),
  fc.record({ kind: fc.constant('cancel' as const), afterDays: fc.nat(20) }),
  fc.record({ kind: fc.constant('reactivate' as const), afterDays: fc.nat(20) }),
);

describe('the ledger against a hand computation', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let id: number;
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({ PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    const { db } = app.database;
    const [fabrikam] = await db.select().from(companies).where(eq(companies.domain, 'fabrikam.example'));
    alex = {
      authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
      'x-company-id': String(fabrikam!.id),
    };
    const [held] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
      .where(
        and(
          eq(subscriptions.companyId, fabrikam!.id),
          eq(subscriptions.status, 'active'),
          eq(priceSheets.term, 'P1Y'),
          eq(priceSheets.billingFrequency, 'monthly'),
        ),
      )
      .limit(1);
    id = held!.id;
    await db.update(serverSettings).set({ value: termStart }).where(eq(serverSettings.key, 'ledger_starts_on'));
  });
  afterAll(() => app.close());

  it('charges exactly what the reference computes, and an invoice of the charges totals to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (unitMicros, startSeats, steps) => {
          const { db } = app.database;
          const unitPrice = Number(unitMicros) / 1_000_000;
          await db.delete(charges).where(eq(charges.subscriptionId, id));
          await db
            .update(subscriptions)
            .set({
              status: 'active',
              unitPrice,
              quantity: startSeats,
              termStart,
              termEnd: '2027-01-01',
              refundableQuantity: 0,
              refundableUntil: null,
              cancellableUntil: new Date('2027-01-01T00:00:00Z'),
              cancelledAt: null,
              scheduledNextTermQuantity: null,
              supplierSubscriptionId: null,
              nextChargeOn: null,
            })
            .where(eq(subscriptions.id, id));
          // The price the subscription holds is what the database kept (numeric(12, 2) today): the reference uses it.
          const [kept] = await db
            .select({ unitPrice: subscriptions.unitPrice })
            .from(subscriptions)
            .where(eq(subscriptions.id, id));
          const micros = BigInt(Math.round(Number(kept!.unitPrice) * 100)) * 10_000n;

          let now = parseISO(`${termStart}T09:00:00Z`);
          clock.set(now);
          const expected: bigint[] = [];
          let quantity = startSeats;
          let isActive = true;
          let chargedMonths = 0;
          const periodOf = (today: string) => {
            const index = monthStarts.findLastIndex((start) => start <= today);
            return { start: monthStarts[index]!, end: monthStarts[index + 1]!, index };
          };
          /** Whole months the ledger charges before a change (or at the end), while active. */
          const chargeStarted = (today: string) => {
            const { index } = periodOf(today);
            for (; chargedMonths <= index; chargedMonths += 1) {
              if (isActive) expected.push(referenceCents(micros, quantity, 1, 1));
            }
          };
          const prorate = (seats: number, today: string) => {
            const { start, end } = periodOf(today);
            const days = differenceInCalendarDays(parseISO(end), parseISO(today));
            const periodDays = differenceInCalendarDays(parseISO(end), parseISO(start));
            expected.push(referenceCents(micros, seats, days, periodDays));
          };

          for (const change of steps) {
            now = addDays(now, change.afterDays);
            if (day(now) >= '2026-06-01') break;
            clock.set(now);
            const today = day(now);
            const answer =
              change.kind === 'add' || change.kind === 'remove'
                ? await app.inject({
                    method: 'PUT',
                    url: `/api/v1/subscriptions/${id}/quantity`,
                    headers: alex,
                    payload: {
                      quantity: change.kind === 'add' ? quantity + change.seats : quantity - change.seats,
                      scheduleNextTerm: false,
                    },
                  })
                : await app.inject({
                    method: 'POST',
                    url: `/api/v1/subscriptions/${id}/${change.kind}`,
                    headers: alex,
                  });
            if (answer.statusCode !== 200) {
              // Refused (beyond the refund window, a state that does not allow it): nothing is charged.
              expect([400, 409], answer.body).toContain(answer.statusCode);
              continue;
            }
            // The ledger charges the months started so far, then the change (quantities and status before it).
            const wasActive = isActive;
            chargeStarted(today);
            if (change.kind === 'add' || change.kind === 'remove') {
              const seats = change.kind === 'add' ? change.seats : -change.seats;
              if (wasActive) prorate(seats, today);
              quantity += seats;
            } else if (change.kind === 'cancel') {
              prorate(-quantity, today);
              isActive = false;
            } else {
              prorate(quantity, today);
              isActive = true;
              // The month of the reactivation is charged by it, not again in whole.
              chargedMonths = Math.max(chargedMonths, periodOf(today).index + 1);
            }
          }
          const end = day(now) >= '2026-06-01' ? '2026-05-31' : day(now);
          await chargeStartedPeriods(db, end, { subscriptionId: id });
          chargeStarted(end);

          const ledger = await db
            .select({ amount: charges.amount })
            .from(charges)
            .where(eq(charges.subscriptionId, id))
            .orderBy(asc(charges.id));
          expect(ledger.map((charge) => charge.amount)).toEqual(expected.map(centsText));
          const totals = totalsOf(ledger, '20.00', 'domestic');
          const subtotal = expected.reduce((sum, cents) => sum + cents, 0n);
          expect(totals.subtotal).toBe(centsText(subtotal));
          expect(totals.taxTotal).toBe(centsText(referenceCents(subtotal * 10_000n, 20, 1, 100)));
          expect(totals.total).toBe(centsText(subtotal + referenceCents(subtotal * 10_000n, 20, 1, 100)));
        },
      ),
      { numRuns: 25 },
    );
  });
});
