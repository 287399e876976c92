// The partner's invoices screens' words: resources['partner-admin/invoices'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/invoices': {
    name: 'Invoice |||| Invoices',
    title: 'Invoices',
    empty: 'No invoice yet: make a billing run.',
    none_match: 'No invoice matches your search or filters.',
    search: 'Search by number or company',
    fields: {
      number: 'Number',
      companyName: 'Company',
      companyId: 'Company',
      period: 'Month',
      status: 'Status',
      issuedOn: 'Issued on',
      dueOn: 'Due on',
      total: 'Total incl. tax',
      flags: 'Flags',
    },
    draft: 'Draft',
    mark_paid: 'Mark paid',
    marked_paid: '%{number} is marked paid',
    credit: 'Issue a credit note',
    credit_title: 'Credit note for %{number}',
    credit_content:
      'A credit note is issued at once, numbered in the same series, and sent to the customer. It credits each chosen line for its whole amount.',
    reason: 'Reason (the customer reads it)',
    lines_to_credit: 'Lines to credit',
    all_lines: 'Every line',
    credited: 'Credit note %{number} issued',
    draft_notice: 'A draft: it has no number until its billing run issues it. Its PDF is a preview.',
    open_run: 'Open its billing run',
  },
};
