// The access history screen's words: resources['admin/history'].* (French: messages.fr.ts).
export const en = {
  'admin/history': {
    title: 'Access history',
    search: 'Search',
    fields: {
      at: 'When',
      action: 'Action',
      actor: 'By',
      company: 'Company',
      companyId: 'Company',
      person: 'Person',
      role: 'Role',
      expiresAt: 'Expires',
      reason: 'Reason',
    },
    actions: {
      access: {
        granted: 'Access granted',
        updated: 'Access updated',
        revoked: 'Access revoked',
      },
      user: {
        registered: 'Person registered',
        disabled: 'Person disabled',
        enabled: 'Person re-enabled',
      },
    },
    empty: 'No access change has been recorded yet.',
  },
};
