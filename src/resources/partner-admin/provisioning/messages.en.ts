// The Microsoft requests screen's words: resources['partner-admin/provisioning'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/provisioning': {
    title: 'Microsoft requests',
    intro:
      'Every order line and change goes to Microsoft (Partner Center). Here are those that need a look: refused by Microsoft, tried again because Microsoft could not take them, or waiting for more than 5 minutes.',
    empty: 'Nothing needs a look: Microsoft took every order and change.',
    none_match: 'No request matches these filters.',
    views: {
      attention: 'Needs a look',
      waiting: 'Waiting',
      refused: 'Refused',
      done: 'Done',
      abandoned: 'Abandoned',
    },
    kinds: {
      purchase: 'Buy %{quantity} seats',
      quantity: 'Change to %{quantity} seats',
      auto_renew_on: 'Turn auto-renew on',
      auto_renew_off: 'Turn auto-renew off',
      status_deleted: 'Cancel',
      status_suspended: 'Suspend',
      status_active: 'Reactivate',
    },
    statuses: {
      waiting: 'Waiting',
      retrying: 'Retrying (%{count} try) |||| Retrying (%{count} tries)',
      done: 'Done',
      refused: 'Refused',
      abandoned: 'Abandoned',
    },
    next_try: 'Next try at %{time}',
    retry: 'Try now',
    retried: 'The request is sent to Microsoft now',
    abandon: 'Abandon',
    abandon_title: 'Abandon this request?',
    abandon_content:
      'The change is undone in the portal (an order line’s subscription ends), nothing is charged, and the customer is told. If Microsoft took it meanwhile, Drift shows the difference.',
    abandoned: 'The request is abandoned and the customer told',
    fields: {
      createdAt: 'Asked',
      companyName: 'Customer',
      productName: 'Product',
      kind: 'Request',
      status: 'Status',
      reason: 'Why',
      orderNumber: 'Order',
      view: 'Show',
    },
  },
};
