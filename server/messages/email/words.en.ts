// What the emails say in English (French: words.fr.ts), by kind: the subject, the sentence that says what happened,
// and the button's label. Amounts, days and counts come formatted as the portal writes them (`c.money`, `c.day`).
import type { NoticeKind } from '../../../common/domain';

export type Params = Record<string, string | number | null>;

/** The reader's formats and the partner's name, for the words to use. */
export type WordContext = {
  brand: string;
  money: (amount: unknown, currency: unknown) => string;
  day: (day: unknown) => string;
  count: (count: unknown) => string;
};

type KindWords = {
  subject: (p: Params, c: WordContext) => string;
  lead: (p: Params, c: WordContext) => string;
  /** The button that opens the portal on what the email is about. */
  action: string;
};

const seats = (count: unknown, c: WordContext) => `${c.count(count)} ${Number(count) === 1 ? 'seat' : 'seats'}`;
const inDays = (days: unknown, c: WordContext) =>
  Number(days) === 0 ? 'today' : Number(days) === 1 ? 'tomorrow' : `in ${c.count(days)} days`;

export const en = {
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: 'Kind regards,',
  /** Why a person with an account gets it, and where they choose what they get. */
  whyPerson: (brand: string) => `You receive this email because you have an account on ${brand}’s portal.`,
  settings: 'Choose which emails you receive',
  /** Why an address with no account (a reminder's recipient) gets it. */
  whyAddress: (brand: string) =>
    `You receive this email because ${brand} sends its renewal reminders to this address. To stop them, ask ${brand}.`,
  /** Why a billing profile's invoice address gets an invoice. */
  whyInvoiceAddress: (brand: string) =>
    `You receive this email because this address receives ${brand}’s invoices for your company. To change the addresses, ask ${brand}.`,
  lines: {
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    orderTotal: 'Order total',
  },
  decision: {
    order_approved: (brand: string) => `Note from ${brand}`,
    order_rejected: (brand: string) => `Reason given by ${brand}`,
  },
  digest: {
    subject: (actor: string) => `More updates from what ${actor} did`,
    lead: (actor: string, minutes: number) =>
      `${actor} made several changes in a short time; rather than an email each, here they are together (sent at most every ${minutes} minutes).`,
    action: 'Open the portal',
  },
  kinds: {
    renewal_reminder: {
      subject: (p, c) => `${p.product} ${p.autoRenew ? 'renews' : 'ends'} on ${c.day(p.termEnd)}`,
      lead: (p, c) =>
        p.autoRenew
          ? `${p.product} of ${p.company}, ${seats(p.quantity, c)}, renews automatically on ${c.day(p.termEnd)} (${inDays(p.daysLeft, c)}). To change its seats for the new term, or to let it end, do so in the portal before then.`
          : `${p.product} of ${p.company}, ${seats(p.quantity, c)}, ends on ${c.day(p.termEnd)} (${inDays(p.daysLeft, c)}): auto-renew is off. To keep it, turn auto-renew on in the portal before then.`,
      action: 'Open the subscription',
    },
    subscription_renewed: {
      subject: (p, c) => `${p.product} renewed until ${c.day(p.termEnd)}`,
      lead: (p, c) =>
        `${p.product} of ${p.company} renewed for a new term, until ${c.day(p.termEnd)}: ${seats(p.quantity, c)} at ${c.money(p.unitPrice, p.currency)} per seat.`,
      action: 'Open the subscription',
    },
    subscription_expired: {
      subject: (p) => `${p.product} has ended`,
      lead: (p, c) =>
        `${p.product} of ${p.company} ended on ${c.day(p.termEnd)}: auto-renew was off. To use it again, order it from the catalog.`,
      action: 'Open the subscription',
    },
    subscription_activated: {
      subject: (p) => `${p.product} is active`,
      lead: (p, c) => `${p.product} of ${p.company} is active, with ${seats(p.quantity, c)}.`,
      action: 'Open the subscription',
    },
    subscription_not_done: {
      subject: (p) =>
        p.abandoned ? `${p.product}: your partner withdrew a request` : `${p.product}: Microsoft refused a change`,
      lead: (p, c) =>
        p.abandoned
          ? `${c.brand} withdrew a request about ${p.product} of ${p.company} before Microsoft took it. Nothing was charged, and the subscription is as it was before.`
          : `Microsoft refused a change of ${p.product} of ${p.company}: ${p.reason} Nothing was charged, and the subscription is as it was before the change.`,
      action: 'Open the subscription',
    },
    order_placed: {
      subject: (p) => (p.waits ? `Order ${p.number} received: it awaits approval` : `Order ${p.number} confirmed`),
      lead: (p, c) =>
        p.waits
          ? `Thank you: we received your order ${p.number} for ${p.company}, ${c.money(p.total, p.currency)}. It awaits approval by ${c.brand}; you will hear from us as soon as it is decided. Until then, you can cancel it in the portal.`
          : `Thank you: your order ${p.number} for ${p.company}, ${c.money(p.total, p.currency)}, is placed: Microsoft is setting it up, and we will tell you when it is active.`,
      action: 'Open the order',
    },
    order_awaits_approval: {
      subject: (p) => `Order ${p.number} awaits your approval`,
      lead: (p, c) =>
        `${p.company} placed order ${p.number} for ${c.money(p.total, p.currency)}. Approve or reject it in the portal: the customer waits for your decision.`,
      action: 'Review the order',
    },
    order_approved: {
      subject: (p) => `Order ${p.number} approved`,
      lead: (p) =>
        `Good news: your order ${p.number} for ${p.company} was approved: Microsoft is setting it up, and we will tell you when it is active.`,
      action: 'Open the order',
    },
    order_rejected: {
      subject: (p) => `Order ${p.number} rejected`,
      lead: (p) => `Your order ${p.number} for ${p.company} was rejected. Nothing was changed.`,
      action: 'Open the order',
    },
    order_cancelled: {
      subject: (p) => `Order ${p.number} cancelled`,
      lead: (p) =>
        `Order ${p.number} of ${p.company} was cancelled by the customer before a decision: there is nothing left to decide.`,
      action: 'Open the order',
    },
    access_expiring: {
      subject: (p, c) => `Access to ${p.company} ends on ${c.day(p.expiresOn)}`,
      lead: (p, c) =>
        `${p.person}’s access to ${p.company} ends on ${c.day(p.expiresOn)}. Ask support to extend it if it is still needed.`,
      action: 'Open the portal',
    },
    access_granted: {
      subject: (p) => `You now have access to ${p.company}`,
      lead: (p, c) =>
        `${p.by} gave you access to ${p.company} as ${p.role === 'viewer' ? 'a viewer (read only)' : 'a member'}${p.expiresOn ? `, until ${c.day(p.expiresOn)}` : ''}.${p.reason ? ` Reason: ${p.reason}` : ''}`,
      action: 'Open the portal',
    },
    access_revoked: {
      subject: (p) => `Your access to ${p.company} has ended`,
      lead: (p) =>
        `${p.by} ended your access to ${p.company}.${p.reason ? ` Reason: ${p.reason}.` : ''} If you still need it, ask your administrator.`,
      action: 'See your companies',
    },
    invoice_issued: {
      subject: (p) => `Invoice ${p.number} from ${p.seller}`,
      lead: (p, c) =>
        `Please find attached invoice ${p.number} for ${p.company}, ${c.money(p.total, p.currency)} including tax, for ${p.period}, due on ${c.day(p.dueOn)}. Its lines, each with the change that caused it, are in the portal.`,
      action: 'Open the invoice',
    },
    credit_note_issued: {
      subject: (p) => `Credit note ${p.number} from ${p.seller}`,
      lead: (p, c) =>
        `Please find attached credit note ${p.number} for ${p.company}, ${c.money(p.total, p.currency)} including tax, which corrects invoice ${p.creditFor}.`,
      action: 'Open the credit note',
    },
  } satisfies Record<NoticeKind, KindWords>,
};

export type EmailWords = typeof en;
