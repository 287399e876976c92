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
        signed_out_everywhere: 'Signed out everywhere by support',
        ended_other_sessions: 'Signed out on their other devices',
      },
    },
    empty: 'No access change has been recorded yet.',
    none_match: 'No access change matches your search or filters.',
  },
};
