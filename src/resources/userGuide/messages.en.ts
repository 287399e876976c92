// The user guide: one section per screen, in English and French (resources.userGuide.*).
export const en = {
  userGuide: {
    title: 'User guide',
    contents: 'Contents',
    search: 'Search the guide',
    no_match: 'No section matches your search.',
    sections: {
      dashboard: {
        title: 'Dashboard',
        text: 'The dashboard shows the current company at a glance: its subscriptions by status, the renewals in the next 30 and 90 days, what it costs per month, its cost over the last 12 months, the latest orders and the announcements for the company.\n\nPartner administrators also see catalog statistics and the latest changes across every company.',
      },
      subscriptions: {
        title: 'Subscriptions',
        text: 'The Subscriptions screen lists the current company’s subscriptions: product, quantity, status, term end, auto-renew and monthly cost. Filter by status, by product or by renewal within a number of days, search by product or publisher, sort any column, and export the list as CSV.\n\nOpen a subscription to see its term, price, history of changes and usage chart, and to change it.',
      },
      statuses: {
        title: 'What each status means',
        text: 'Pending: ordered, not yet running.\n\nActive: running; its quantity and auto-renew can change.\n\nSuspended: stopped for now; it can be reactivated within its term.\n\nCancelled: stopped by a person; it can be reactivated until its term ends.\n\nExpired: its term ended without renewal; order the product again.',
      },
      quantity: {
        title: 'Changing a quantity',
        text: 'Open a subscription and choose “Change quantity”. An increase applies now.\n\nSeats added can be removed with a refund for 7 days: the dialog says how many seats can still be removed now and until when. A larger decrease must be scheduled for the next term, which needs auto-renew on.\n\nA change made now removes a change scheduled for the next term. The quantity stays within the product’s minimum and maximum.',
      },
      cancellation: {
        title: 'Cancelling, reactivating and auto-renew',
        text: 'A subscription can be cancelled only within its cancellation window; afterwards, turn auto-renew off so it ends with its term.\n\nA cancelled or suspended subscription can be reactivated until its term ends.\n\nAuto-renew on: the subscription renews at the end of its term. Turning it off also removes a change scheduled for the next term.\n\nA person with the viewer role sees subscriptions but cannot change them.',
      },
      catalog: {
        title: 'Catalog',
        text: 'The catalog shows the products the company may buy, at its prices. Filter by category, publisher, term or billing frequency, or type in the search box: results follow as you type.\n\nOpen a product to see its offers (term, billing frequency, price), choose one, set the quantity and choose “Add to cart”.',
      },
      cart: {
        title: 'Cart, review and checkout',
        text: 'The cart keeps its lines in this browser, per company, through a reload or a sign-in. Change quantities or remove lines; the totals are given per billing frequency.\n\nReview shows what will be ordered, the company and the billing profile (the default one is chosen; pick another if needed).\n\nCheckout places the order once, even if you click twice, then shows the order number and status and empties the cart. Signed out, sign in first: you come back to checkout with your cart.',
      },
      orders: {
        title: 'Orders',
        text: 'The Orders screen lists the company’s orders, newest first, with status, number of lines and total. Filter by status or by date. Open an order to see its lines.\n\nPending: waiting for approval. Approved: accepted. Completed: its subscriptions exist. Rejected: refused, with a reason. Cancelled: withdrawn.',
      },
      companies: {
        title: 'Companies',
        text: 'If you work for several companies, choose the current one in the bar at the top. Every screen then shows that company’s subscriptions, catalog, cart and orders.',
      },
    },
  },
};
