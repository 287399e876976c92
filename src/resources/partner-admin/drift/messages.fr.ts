import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/drift': {
    title: 'Écarts',
    intro:
      'Ce qui diffère entre le portail et l’Espace partenaires de Microsoft, trouvé par la synchronisation. Rien ne change tout seul : prenez la valeur de Microsoft, ou envoyez celle du portail à Microsoft.',
    search: 'Client, produit ou identifiant Microsoft',
    empty: 'Tout concorde : le portail et Microsoft détiennent les mêmes abonnements.',
    none_match: 'Aucun écart ne correspond à votre recherche ou à vos filtres.',
    check_now: 'Vérifier maintenant',
    check_started: 'La vérification a commencé : les écarts s’affichent ici au fur et à mesure.',
    check_not_queued: 'Ce serveur n’exécute pas de file de tâches : le prochain serveur qui le fait vérifiera.',
    last_run: 'Dernière vérification : %{date}, %{count} client |||| Dernière vérification : %{date}, %{count} clients',
    running: 'Vérification en cours depuis %{date}…',
    failed_companies: '%{count} client n’a pas pu être lu |||| %{count} clients n’ont pas pu être lus',
    never_run: 'Aucune vérification n’a encore eu lieu.',
    take_microsoft: 'Prendre la valeur de Microsoft',
    send_ours: 'Envoyer la nôtre',
    took_microsoft: 'Valeur de Microsoft reprise',
    sent_ours: 'Envoyé à Microsoft : l’abonnement attend Microsoft',
    not_sendable: 'Valeur de Microsoft uniquement',
    vs: 'Portail : %{portal} · Microsoft : %{microsoft}',
    fields: {
      companyName: 'Client',
      productName: 'Produit',
      field: 'Ce qui diffère',
      portalValue: 'Valeur du portail',
      supplierValue: 'Valeur de Microsoft',
      detectedAt: 'Détecté',
      supplierSubscriptionId: 'Identifiant Microsoft',
    },
    field_names: {
      quantity: 'Quantité',
      status: 'Statut',
      autoRenew: 'Renouvellement automatique',
      termEnd: 'Fin de période',
      subscription: 'L’abonnement',
    },
    values: {
      true: 'Activé',
      false: 'Désactivé',
      missing: 'Non détenu',
    },
  },
};
