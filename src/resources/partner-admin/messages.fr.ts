// The words the /partner-admin screens share, in French; fr.ts merges them, so they load only with French.
import type { partnerEn } from './messages.en';

export const partnerFr: typeof partnerEn = {
  partner: {
    menu: {
      customers_group: 'Ventes',
      catalogs_group: 'Tarifs',
      catalogs: 'Catalogues',
      builder: 'Création de catalogue',
      templates: 'Modèles',
      assignments: 'Attributions',
      companies: 'Clients',
      orders: 'Commandes clients',
      orders_pending: 'Commandes clients (%{count} en attente)',
      notifications: 'Notifications',
      messages: 'Messages envoyés',
      provisioning: 'Demandes à Microsoft',
      drift: 'Écarts avec Microsoft',
      billing: 'Facturation',
      invoices: 'Factures',
      reconciliation: 'Rapprochement',
    },
    common: {
      actions: 'Actions',
      edit: 'Modifier',
      all: 'Tous',
      none: 'Aucun',
      loading: 'Chargement…',
    },
    picker: {
      no_match: 'Aucun résultat',
      more: 'Encore %{count} résultat : précisez |||| Encore %{count} résultats : précisez',
    },
  },
};
