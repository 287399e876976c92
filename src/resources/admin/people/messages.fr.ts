import type { en } from './messages.en';

export const fr: typeof en = {
  'admin/people': {
    title: 'Personnes',
    show_companies: 'Sociétés',
    search: 'Trouver une personne',
    search_hint: "Saisissez au moins 2 caractères d'un nom ou d'un e-mail",
    searching: 'Recherche…',
    no_match: 'Personne ne correspond à « %{q} ».',
    fields: {
      name: 'Nom',
      email: 'E-mail',
      globalRole: 'Rôle global',
      isDisabled: 'État',
      lastSignInAt: 'Dernière connexion',
      createdAt: 'Inscrite le',
    },
    global_roles: {
      partner_admin: 'Administrateur partenaire',
      support: 'Support',
      none: 'Aucun',
    },
    active: 'Active',
    disabled: 'Désactivée',
    register: 'Inscrire une personne',
    registered: '%{name} est inscrite',
    disable: 'Désactiver',
    enable: 'Réactiver',
    disable_title: 'Désactiver %{name}',
    disable_content: "%{name} sera refusée à son prochain appel, dans toutes ses sociétés, jusqu'à sa réactivation.",
    enable_title: 'Réactiver %{name}',
    enable_content: '%{name} pourra de nouveau se connecter et agir pour ses sociétés.',
    disabled_done: '%{name} est désactivée',
    sign_out: 'Déconnecter partout',
    sign_out_title: 'Déconnecter %{name} partout ?',
    sign_out_content:
      'Chaque navigateur et appareil où %{name} est connectée sera refusé à son prochain appel. Elle peut se reconnecter aussitôt.',
    signed_out_done: '%{name} : %{smart_count} session fermée |||| %{name} : %{smart_count} sessions fermées',
    enabled_done: '%{name} est réactivée',
    companies: 'Sociétés de %{name}',
    no_companies: 'Aucun accès à une société.',
  },
};
