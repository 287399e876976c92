// Support's companies screens' words: resources['admin/companies'].* (French: messages.fr.ts).
export const en = {
  'admin/companies': {
    title: 'Companies',
    search: 'Search companies',
    people_count: '%{count} person |||| %{count} people',
    inactive: 'Inactive',
    fields: {
      name: 'Name',
      domain: 'Domain',
      tenantId: 'Tenant',
      isActive: 'Active',
      userCount: 'People',
      subscriptionCount: 'Subscriptions',
      createdAt: 'Created',
    },
    empty: 'No company yet.',
    none_match: 'No company matches your search or filters.',
    people: 'People with access',
    no_people: 'Nobody has access to this company yet.',
    export: {
      file: 'companies',
    },
  },
};
