import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/messages': {
    title: 'Messages envoyés',
    search: 'Adresse ou objet',
    empty:
      'Aucun message pour l’instant. Renouvellements, rappels et décisions sur les commandes envoient des e-mails qui s’affichent ici.',
    none_match: 'Aucun message ne correspond à votre recherche ou à vos filtres.',
    not_sending:
      'Ce serveur n’envoie pas d’e-mails (SMTP_URL n’est pas défini) : ils attendent ici « En file », lisibles, et partiront une fois défini.',
    export_file: 'messages-envoyes',
    retry: 'Renvoyer',
    retried: 'Le message sera renvoyé au prochain passage',
    retrying: 'Nouvel essai (%{attempts} essais)',
    job_failures:
      'Une tâche planifiée a échoué après son dernier essai |||| %{count} tâches planifiées ont échoué après leur dernier essai',
    jobs: {
      'term-ends': 'Renouvellements et expirations',
      'renewal-reminders': 'Rappels de renouvellement',
      'access-expiry': 'Avertissements de fin d’accès',
      outbox: 'Envoi des e-mails',
      'drift-sync': 'Synchronisation avec Microsoft',
    },
    statuses: {
      queued: 'En file',
      sent: 'Envoyé',
      failed: 'Échec',
    },
    fields: {
      createdAt: 'Créé',
      toAddress: 'À',
      companyName: 'Société',
      subject: 'Objet',
      status: 'Statut',
      lastError: 'Dernière erreur',
    },
  },
};
