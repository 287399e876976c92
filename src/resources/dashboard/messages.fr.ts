import type { en } from './messages.en';

export const fr: typeof en = {
  dashboard: {
    subscriptions: 'Abonnements par statut',
    no_subscription: 'Aucun abonnement pour l’instant.',
    renewals: 'Renouvellements',
    renewals_30: 'Sous 30 jours : %{count}',
    renewals_90: 'Sous 90 jours : %{count}',
    monthly_cost: 'Coût mensuel',
    cost_by_month: 'Coût sur les 12 derniers mois',
    no_cost: 'Aucun coût enregistré.',
    latest_orders: 'Dernières commandes',
    no_order: 'Aucune commande pour l’instant.',
    announcements: 'Annonces',
    no_announcement: 'Aucune annonce.',
    catalog_stats: 'Catalogues',
    stats: {
      catalogs: 'Catalogues',
      activeCatalogs: 'Catalogues actifs',
      items: 'Articles',
      visibleItems: 'Articles visibles',
      products: 'Produits',
      priceSheets: 'Grilles tarifaires',
      templates: 'Modèles',
      assignments: 'Attributions',
      companiesWithCatalog: 'Sociétés avec un catalogue',
      pendingOrders: 'Commandes en attente d’approbation',
    },
    recent_activity: 'Activité récente',
    no_activity: 'Rien ne s’est encore passé.',
  },
};
