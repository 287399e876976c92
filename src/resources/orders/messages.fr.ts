import type { en } from './messages.en';

export const fr: typeof en = {
  orders: {
    name: 'Commande |||| Commandes',
    empty: 'Aucune commande pour l’instant.',
    fields: {
      currency: 'Devise',
      number: 'Numéro',
      createdAt: 'Passée le',
      status: 'Statut',
      lineCount: 'Lignes',
      total: 'Total',
      placedBy: 'Passée par',
      billingProfileName: 'Profil de facturation',
      decisionReason: 'Motif',
      from: 'Passée depuis le',
      to: 'Passée jusqu’au',
      productName: 'Produit',
      term: 'Durée',
      billingFrequency: 'Facturation',
      quantity: 'Quantité',
      unitPrice: 'Prix unitaire',
      lineTotal: 'Total de la ligne',
    },
    search: 'Rechercher par numéro',
    lines: 'Lignes',
    status: {
      pending: 'En attente',
      approved: 'Approuvée',
      completed: 'Terminée',
      rejected: 'Refusée',
      cancelled: 'Annulée',
    },
  },
};
