// The words the /partner-admin screens share: the menu, the picker, the buttons react-admin has no same word for
// (Cancel, Close, Save and Delete are its `ra.action.*`). Each screen's own words are in its folder's messages.en.ts,
// under resources['partner-admin/<screen>']. en.ts merges them (French: messages.fr.ts).
export const partnerEn = {
  partner: {
    menu: {
      customers_group: 'Sales',
      catalogs_group: 'Pricing',
      catalogs: 'Catalogs',
      builder: 'Catalog builder',
      templates: 'Templates',
      assignments: 'Catalog assignments',
      companies: 'Customers',
      orders: 'Customer orders',
      orders_pending: 'Customer orders (%{count} pending)',
      notifications: 'Notifications',
      messages: 'Sent messages',
      provisioning: 'Microsoft requests',
      drift: 'Drift',
      billing: 'Billing',
      invoices: 'Invoices',
      reconciliation: 'Reconciliation',
    },
    common: {
      actions: 'Actions',
      edit: 'Edit',
      all: 'All',
      none: 'None',
      loading: 'Loading…',
    },
    picker: {
      no_match: 'Nothing matches',
      more: '%{count} more match: type more to narrow |||| %{count} more match: type more to narrow',
    },
  },
};
