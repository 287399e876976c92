import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/provisioning': {
    title: 'Demandes à Microsoft',
    intro:
      'Chaque ligne de commande et chaque modification part chez Microsoft (Partner Center). Voici celles qui demandent un coup d’œil : refusées par Microsoft, réessayées parce que Microsoft n’a pas pu les prendre, ou en attente depuis plus de 5 minutes.',
    empty: 'Rien à regarder : Microsoft a pris chaque commande et chaque modification.',
    none_match: 'Aucune demande ne correspond à ces filtres.',
    views: {
      attention: 'À regarder',
      waiting: 'En attente',
      refused: 'Refusées',
      done: 'Faites',
      abandoned: 'Abandonnées',
    },
    kinds: {
      purchase: 'Acheter %{quantity} licences',
      quantity: 'Passer à %{quantity} licences',
      auto_renew_on: 'Activer le renouvellement automatique',
      auto_renew_off: 'Désactiver le renouvellement automatique',
      status_deleted: 'Résilier',
      status_suspended: 'Suspendre',
      status_active: 'Réactiver',
    },
    statuses: {
      waiting: 'En attente',
      retrying: 'Nouvel essai (%{count} essai) |||| Nouvel essai (%{count} essais)',
      done: 'Faite',
      refused: 'Refusée',
      abandoned: 'Abandonnée',
    },
    next_try: 'Prochain essai à %{time}',
    retry: 'Essayer maintenant',
    retried: 'La demande part chez Microsoft maintenant',
    abandon: 'Abandonner',
    abandon_title: 'Abandonner cette demande ?',
    abandon_content:
      'La modification est annulée dans le portail (l’abonnement d’une ligne de commande prend fin), rien n’est facturé, et le client est prévenu. Si Microsoft l’a prise entre-temps, l’écran des écarts le montre.',
    abandoned: 'La demande est abandonnée et le client prévenu',
    fields: {
      createdAt: 'Demandée',
      companyName: 'Client',
      productName: 'Produit',
      kind: 'Demande',
      status: 'Statut',
      reason: 'Pourquoi',
      orderNumber: 'Commande',
      view: 'Afficher',
    },
  },
};
