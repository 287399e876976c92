// The orders screens' texts: resources.orders.* in English and French.
export const en = {
  orders: {
    name: 'Order |||| Orders',
    empty: 'No order yet.',
    none_match: 'No order matches your search or filters.',
    fields: {
      currency: 'Currency',
      number: 'Number',
      createdAt: 'Placed on',
      status: 'Status',
      lineCount: 'Lines',
      total: 'Total',
      placedBy: 'Placed by',
      billingProfileName: 'Billing profile',
      poNumber: 'PO number',
      decisionReason: 'Reason',
      from: 'Placed from',
      to: 'Placed until',
      productName: 'Product',
      term: 'Term',
      billingFrequency: 'Billing',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      lineTotal: 'Line total',
    },
    search: 'Search by number',
    pending_note: 'This order waits for your partner’s approval: no subscription changes until it is approved.',
    cancel: 'Cancel order',
    cancel_title: 'Cancel order %{number}?',
    cancel_content: 'It will no longer wait for your partner’s approval, and nothing will be ordered.',
    cancelled: 'Order cancelled',
    keep: 'Keep the order',
    lines: 'Lines',
    // "Order again": the order's lines back in the cart, at today's prices.
    again: {
      button: 'Order again',
      added:
        '%{count} line of order %{number} is in your cart. |||| %{count} lines of order %{number} are in your cart.',
      already_there:
        '%{count} was in your cart already: the seats were added to it. |||| %{count} were in your cart already: the seats were added to them.',
      left_out:
        '%{count} line was left out: your catalog no longer offers it. |||| %{count} lines were left out: your catalog no longer offers them.',
      none: 'Nothing was added to your cart: your catalog no longer offers any line of order %{number}.',
    },
    // Where a line stands at Microsoft, under its product.
    supplier: {
      waiting: 'Waiting for Microsoft',
      refused: 'Refused by Microsoft: %{reason} Nothing was charged.',
      abandoned: 'Not bought at Microsoft: your partner withdrew it. Nothing was charged.',
    },
    decided_by: {
      approved: 'Approved by',
      rejected: 'Rejected by',
      cancelled: 'Cancelled by',
    },
    someone_gone: 'a person no longer here',
    status: {
      pending: 'Pending',
      approved: 'Approved',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
  },
};
