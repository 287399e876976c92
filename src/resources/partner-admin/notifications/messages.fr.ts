import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/notifications': {
    inactive: 'Inactive',
    invalid_days: 'Des nombres entiers de jours de 1 à 365, séparés par des virgules',
    invalid_recipients: 'Pas une adresse e-mail : %{emails}',
    needs_company: 'Choisissez les sociétés qui voient cette annonce',
    needs_french_title: 'Donnez au texte français son titre en français',
    french_help:
      'Facultatif : les personnes qui lisent le portail en français reçoivent le titre et le texte français, les autres les anglais',
    title: 'Notifications',
    empty: 'Aucune notification pour l’instant.',
    none_match: 'Aucune notification ne correspond à votre recherche ou à vos filtres.',
    create: 'Nouvelle notification',
    edit_title: 'Modifier la notification',
    saved: 'La notification est enregistrée',
    deleted: 'La notification est supprimée',
    delete_title: 'Supprimer la notification %{title} ?',
    delete_content: 'Elle ne sera plus envoyée ni affichée.',
    kinds: {
      announcement: 'Annonce',
      renewal_reminder: 'Rappel de renouvellement',
    },
    fields: {
      kind: 'Type',
      title: 'Titre (anglais)',
      body: 'Texte (anglais)',
      titleFr: 'Titre en français',
      bodyFr: 'Texte en français',
      leadTimesDays: 'Jours avant renouvellement',
      includeAutoRenewOff: 'Aussi les abonnements sans renouvellement automatique',
      recipients: 'Destinataires',
      companyIds: 'Sociétés',
      isActive: 'Active',
      createdAt: 'Créée',
    },
    hints: { leadTimesDays: 'Séparés par des virgules : 30, 7', recipients: 'E-mails, séparés par des virgules' },
    export: {
      file: 'notifications',
      lead_times: 'Jours avant le renouvellement',
      recipients: 'Destinataires',
    },
  },
};
