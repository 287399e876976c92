// The orders screens' texts: resources.orders.* in English and French.
export const en = {
  orders: {
    name: 'Order |||| Orders',
    empty: 'No order yet.',
    fields: {
      number: 'Number',
      createdAt: 'Placed on',
      status: 'Status',
      lineCount: 'Lines',
      total: 'Total',
      placedBy: 'Placed by',
      billingProfileName: 'Billing profile',
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
    lines: 'Lines',
    status: {
      pending: 'Pending',
      approved: 'Approved',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
  },
};
