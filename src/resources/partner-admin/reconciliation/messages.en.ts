// The Reconciliation screen's words: resources['partner-admin/reconciliation'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/reconciliation': {
    title: 'Reconciliation',
    intro:
      'What Microsoft charged you for a month, row by row, against what the portal expected to pay and what your customers were billed.',
    month: 'Month',
    search: 'Customer or product',
    import_microsoft: 'Import from Microsoft',
    import_file: 'Import a file',
    imported: 'Microsoft’s rows imported: %{smart_count} row |||| Microsoft’s rows imported: %{smart_count} rows',
    import_state:
      '%{source}, %{date} by %{who}: %{smart_count} row |||| %{source}, %{date} by %{who}: %{smart_count} rows',
    not_imported:
      'Nothing imported for this month yet: import Microsoft’s rows from Partner Center, or its reconciliation file (CSV).',
    sources: { microsoft: 'From Microsoft', csv: 'File %{name}' },
    close: 'Close the month',
    close_title: 'Close %{period}?',
    close_content:
      'Every row is matched or explained. Once closed, the month’s rows are kept as they are and nothing can change them.',
    closed_notice: 'Month closed',
    closed: 'Closed on %{date} by %{who}: nothing can change any more.',
    open_rows: '%{smart_count} row to settle before closing |||| %{smart_count} rows to settle before closing',
    totals: {
      charged: 'Microsoft charged',
      expected: 'Expected',
      billed: 'Billed to customers',
      pending: 'Not invoiced yet',
      leak: 'Leak',
      margin: 'Margin',
    },
    fields: {
      companyName: 'Customer',
      productName: 'Product',
      chargeStart: 'Charge period',
      status: 'Status',
      charged: 'Microsoft charged',
      expected: 'Expected',
      billed: 'Billed',
      margin: 'Margin',
      quantity: 'Seats',
    },
    quantities: 'Microsoft %{microsoft} · portal %{portal}',
    pending_amount: '+ %{amount} not invoiced',
    rounding: 'Microsoft’s rounding: %{amount}',
    statuses: {
      matched: 'Matched',
      cost_not_billed: 'Cost not billed',
      billed_without_cost: 'Billed without cost',
      price_differs: 'Price differs',
      quantity_differs: 'Quantity differs',
      unknown_subscription: 'Unknown subscription',
    },
    settled: {
      charge: 'Charged to the next invoice',
      credit: 'Credit note issued',
      explain: 'Explained: %{reason}',
    },
    actions: {
      charge: 'Add a charge to the next invoice',
      credit: 'Issue a credit note',
      explain: 'Explain',
      open_subscription: 'Open the customer',
      open_drift: 'Open the drift',
    },
    charge_title: 'Add a charge to the next invoice?',
    charge_content:
      '%{customer} is charged for what Microsoft charged beyond the portal’s charges (%{amount} at cost, at the customer’s price), on its next invoice.',
    credit_title: 'Issue a credit note?',
    credit_content:
      '%{customer} was billed for this row and Microsoft charged nothing: a credit note for it is issued now.',
    explain_title: 'Explain this row',
    reason: 'Reason',
    reason_help: 'Why this row is right as it is (kept with the month)',
    done: {
      charge: 'Charge added to the next invoice',
      credit: 'Credit note issued',
      explain: 'Explanation kept',
    },
    empty: 'No row for this month.',
    none_match: 'No row matches these filters.',
    customers: 'Per customer',
  },
};
