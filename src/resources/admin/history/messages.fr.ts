import type { en } from './messages.en';

export const fr: typeof en = {
  'admin/history': {
    title: 'Historique des accès',
    search: 'Rechercher',
    fields: {
      at: 'Quand',
      action: 'Action',
      actor: 'Par',
      company: 'Société',
      companyId: 'Société',
      person: 'Personne',
      role: 'Rôle',
      expiresAt: 'Expire le',
      reason: 'Motif',
    },
    actions: {
      access: {
        granted: 'Accès accordé',
        updated: 'Accès modifié',
        revoked: 'Accès retiré',
      },
      user: {
        registered: 'Personne inscrite',
        disabled: 'Personne désactivée',
        enabled: 'Personne réactivée',
        signed_out_everywhere: 'Déconnectée partout par le support',
        ended_other_sessions: 'Déconnectée de ses autres appareils',
      },
    },
    empty: 'Aucun changement d’accès n’a encore été enregistré.',
    none_match: 'Aucun changement d’accès ne correspond à votre recherche ou à vos filtres.',
  },
};
