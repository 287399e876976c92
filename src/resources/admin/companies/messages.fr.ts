import type { en } from './messages.en';

export const fr: typeof en = {
  'admin/companies': {
    title: 'Sociétés',
    search: 'Rechercher une société',
    people_count: '%{count} personne |||| %{count} personnes',
    inactive: 'Inactive',
    fields: {
      name: 'Nom',
      domain: 'Domaine',
      tenantId: 'Locataire',
      isActive: 'Active',
      userCount: 'Personnes',
      subscriptionCount: 'Abonnements',
      createdAt: 'Créée le',
    },
    empty: 'Aucune société pour l’instant.',
    none_match: 'Aucune société ne correspond à votre recherche ou à vos filtres.',
    people: 'Personnes ayant accès',
    no_people: 'Personne n’a encore accès à cette société.',
    export: {
      file: 'societes',
    },
  },
};
