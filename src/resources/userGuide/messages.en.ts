// The user guide: one section per screen, in English and French (resources.userGuide.*).
import { refundWindowDays } from '../../../common/rules/refund-window';

export const en = {
  userGuide: {
    title: 'User guide',
    contents: 'Contents',
    search: 'Search the guide',
    no_match: 'No section matches your search.',
    invoice_examples: {
      caption: 'What the ledger charges, line by line',
      event: 'What happened',
      computation: 'Computation',
      amount: 'Amount',
      rows: {
        first_month: {
          event: 'First month, 5 seats from 1 January',
          computation: '5 × $10.00',
          amount: '$50.00',
        },
        seats_added: {
          event: '2 seats added on 11 January (21 of January’s 31 days left)',
          computation: '2 × $10.00 × 21 / 31',
          amount: '$13.55',
        },
        seat_removed: {
          event: '1 seat removed on 13 January, within the refund window (19 days left)',
          computation: '−1 × $10.00 × 19 / 31',
          amount: '−$6.13',
        },
        february: {
          event: 'February, the whole month, 6 seats',
          computation: '6 × $10.00',
          amount: '$60.00',
        },
        cancellation: {
          event: 'Cancellation on 4 February (25 of February’s 28 days refunded)',
          computation: '−6 × $10.00 × 25 / 28',
          amount: '−$53.57',
        },
        renewal: {
          event: 'Renewal: the new term’s first month, whole, at the price of the renewal day',
          computation: 'seats × that day’s price, e.g. 6 × $10.00',
          amount: '$60.00',
        },
      },
    },
    sections: {
      dashboard: {
        title: 'Dashboard',
        text: 'The dashboard shows the current company at a glance: its subscriptions by status, the renewals in the next 30 and 90 days, what it costs per month, its cost over the last 12 months (each month at the seats held then: a change counts from its day on), the latest orders and the announcements for the company.\n\nPartner administrators also see catalog statistics and the latest changes across every company.',
      },
      subscriptions: {
        title: 'Subscriptions',
        text: 'The Subscriptions screen lists the current company’s subscriptions: product, quantity, status, term end, auto-renew and monthly cost. Filter by status, by product or by renewal within a number of days, search by product or publisher, sort any column, and export the list as CSV.\n\nOpen a subscription to see its term, price, history of changes and usage chart, and to change it.',
      },
      statuses: {
        title: 'What each status means',
        text: 'Pending: ordered; Microsoft is setting it up (usually within seconds).\n\nActive: running; its quantity and auto-renew can change.\n\nSuspended: stopped for now by your partner (an unpaid bill, for instance), and not billed meanwhile; its history says why, and only your partner can lift the suspension.\n\nCancelled: stopped by a person. Once Microsoft holds a subscription, its cancellation is final: order the product again.\n\nExpired: its term ended without renewal; order the product again.',
      },
      microsoft: {
        title: 'Waiting for Microsoft, and Microsoft’s refusals',
        text: `Every order and every change you make (seats, auto-renew, a cancellation) goes to Microsoft, who provides the software. Until Microsoft has taken it, the subscription and the order line say “Waiting for Microsoft”: it usually takes a few seconds, and the page updates by itself. If Microsoft cannot be reached, the change waits and is sent as soon as it can be: nothing is lost, and nothing is done twice.\n\nMicrosoft may refuse a change, for instance fewer seats after its ${refundWindowDays}-day window. The subscription then says “Refused by Microsoft” with the reason, and it is exactly as it was before the change: nothing was charged. Your partner may also withdraw a request that Microsoft could not take; you are told in the bell.\n\nA subscription’s page shows Microsoft’s subscription ID once Microsoft has provisioned it: quote it to your partner or to Microsoft about that subscription.`,
      },
      quantity: {
        title: 'Changing a quantity',
        text: `Open a subscription and choose “Change quantity”. An increase applies now.\n\nSeats added can be removed with a refund for ${refundWindowDays} days: the dialog says how many seats can still be removed now and until when. A larger decrease must be scheduled for the next term, which needs auto-renew on.\n\nA change made now removes a change scheduled for the next term. The quantity stays within the product’s minimum and maximum.`,
      },
      cancellation: {
        title: 'Cancelling, reactivating and auto-renew',
        text: 'A subscription can be cancelled only within its cancellation window; afterwards, turn auto-renew off so it ends with its term.\n\nMicrosoft ends a cancelled subscription for good, and the cancel dialog says so: to use the product again, order it again. Only a subscription cancelled before Microsoft set it up can be reactivated until its term ends; it comes back with auto-renew on. A suspended subscription was suspended by your partner: ask them to lift the suspension.\n\nAuto-renew on: the subscription renews at the end of its term. Turning it off also removes a change scheduled for the next term.\n\nA person with the viewer role sees subscriptions but cannot change them.',
      },
      catalog: {
        title: 'Catalog',
        text: 'The catalog shows the products the company may buy, at its prices. Filter by category, publisher, term or billing frequency, or type in the search box: results follow as you type.\n\nOpen a product to see its offers (term, billing frequency, price), choose one, set the quantity and choose “Add to cart”.',
      },
      cart: {
        title: 'Cart, review and checkout',
        text: 'The cart keeps its lines in this browser, per company, through a reload or a sign-in; signing out forgets them, so the next person on a shared computer does not see them. Change quantities or remove lines; the totals are given per billing frequency, at the prices your company pays now.\n\nReview shows what will be ordered, what each line will do (a new subscription, or seats added to one you hold), the company and the billing profile (the default one is chosen; pick another if needed). A line whose price changed since you put it in the cart says so. Seats added to a subscription you hold cost the price of its current term, whatever the catalog asks today; the catalog’s price applies to a new subscription, and to yours from its renewal. If a price changed since your review, checkout says so and shows the new prices before you order.\n\nAt checkout, give your purchase order reference (PO number) if you have one: it starts as your billing profile’s standing one, and the order, its page and the orders export carry it. A billing profile may require one; checkout then waits for it.\n\nCheckout places the order once, even if you click twice, then shows the order number and status and empties the cart. Signed out, sign in first: you come back to checkout with your cart.',
      },
      orders: {
        title: 'Orders',
        text: 'The Orders screen lists the company’s orders, newest first, with status, number of lines and total. Filter by status or by date. Open an order to see its lines. “Order again” puts its lines back in your cart, with their term, billing and quantity, at today’s prices; a product your catalog no longer offers is left out, and the notice says how many lines were.\n\nPending: waiting for your partner’s approval. Completed: its subscriptions exist. Rejected: refused, with a reason. Cancelled: withdrawn. An order that waited says who approved, rejected or cancelled it, when and why.',
      },
      invoices: {
        title: 'Invoices, line by line',
        text: 'The Invoices screen lists the company’s invoices and credit notes, the latest first: number, issue and due dates, status (open, overdue in red, paid, void), PO number, and totals excluding and including tax. Open one to read it as its PDF does, and download the PDF or a CSV statement.\n\nAn invoice names the seller (your partner) and the buyer (your billing profile: legal name, address, VAT id). Each line is one charge of a subscription: its description, the days it covers, the quantity, the unit price and the amount. A line opens its subscription, and “what caused it” opens the event in the subscription’s history (an order, seats added or removed, a renewal, a cancellation). A monthly billing period has no event: it is the term going on.\n\nA change in the middle of a billing period is charged for the days it covers: quantity × unit price × days covered / days in the period, rounded once to the cent (half a cent goes away from zero). Seats removed within the refund window and a cancellation with refund are credited the same way, as negative lines. A renewal charges the new term’s first period, whole, at the price of the renewal day.\n\nUnder the lines: the total excluding tax (the sum of the lines), a VAT line per rate (the rate applied to the sum of that rate’s lines, rounded once), and the total including tax. Without VAT, the invoice says why: a customer in another EU country with a VAT id pays it itself (reverse charge), a customer outside the EU is outside the scope of EU VAT. A correction is never made on an issued invoice: a credit note, numbered in the same series, refers to it.\n\nWorked examples: a one-year term billed monthly at $10.00 a seat a month, 5 seats from 1 January.',
      },
      approvals: {
        title: 'Orders that wait for approval',
        text: 'Your partner may ask to approve some orders first (above an amount, for some products, or for your company). Checkout then says the order waits: nothing is charged and no subscription changes until it is approved.\n\nYou hear of the decision in the bell at the top, and by email if your profile says so; the order’s page shows who decided, when and why. While it waits, a member can cancel it from its page.',
      },
      notices: {
        title: 'The bell, reminders and emails',
        text: 'The bell at the top counts what happened that concerns you: a renewal ahead, a subscription renewed or ended, an order approved or rejected, an access about to end. Open one to go to what it is about; one about another of your companies switches to it first. “Mark all read” empties the count.\n\nReminders come before a renewal, as many days ahead as your partner chose. Emails follow the choices in your profile; the bell always shows everything. When one person does many things that concern you within minutes, you get a few emails and then one summary rather than one each. An email’s link opens the portal in the right company.',
      },
      companies: {
        title: 'Companies',
        text: 'If you work for several companies, switch to another with the company button in the bar at the top. The screen you are on then shows that company’s subscriptions, catalog, cart and orders, and your role there (member or viewer) applies at once. A page of another of your companies (Back after a switch, a bookmark) switches to that company by itself and says so.\n\nWhen you are given access to a company, or your access to one ends, the bell at the top tells you (and an email, in your language): who did it and why. A new access’s notice opens that company’s dashboard; an ended one, your companies in your profile.',
      },
      signing_in: {
        title: 'Signing in and out',
        text: 'Sign in with your work account: “Sign in with Microsoft”, or “Use another account” to pick a different one. Only people the portal knows are admitted: if it says it cannot find your account, ask your administrator to give you access.\n\nSign out from the person menu at the top right. Signing out also signs you out of your Microsoft account in this browser, so the next person is asked who they are. After 8 hours, or when your access ends, the portal asks you to sign in again and says why.\n\nLeft the portal open on another computer, or lost a phone? Your profile’s “Sign out on my other devices” ends every other session at once; this browser stays signed in. Support can also sign you out everywhere.',
      },
      profile: {
        title: 'Profile, language and theme',
        text: 'The Profile screen holds your name, which messages you receive, your language and theme, your companies and the history of your access. The language and theme chosen in the bar at the top are kept in your profile too, so they follow you to another browser.',
      },
      refused: {
        title: 'When the portal refuses',
        text: '“Access forbidden”: your role in this company does not allow it (a viewer cannot order or change subscriptions), or your access to the company ended; the company then leaves your list.\n\nA refusal in words next to a field or in a message says what to change: a quantity out of bounds, a cancellation window that closed, a price that changed since your review.',
      },
    },
  },
};
