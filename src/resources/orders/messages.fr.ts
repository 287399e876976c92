import type { en } from './messages.en';

export const fr: typeof en = {
  orders: {
    name: 'Commande |||| Commandes',
    empty: 'Aucune commande pour l’instant.',
    none_match: 'Aucune commande ne correspond à votre recherche ou à vos filtres.',
    fields: {
      currency: 'Devise',
      number: 'Numéro',
      createdAt: 'Passée le',
      status: 'Statut',
      lineCount: 'Lignes',
      total: 'Total',
      placedBy: 'Passée par',
      billingProfileName: 'Profil de facturation',
      poNumber: 'Bon de commande',
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
    pending_note: 'Cette commande attend l’approbation de votre partenaire : aucun abonnement ne change avant.',
    cancel: 'Annuler la commande',
    cancel_title: 'Annuler la commande %{number} ?',
    cancel_content: 'Elle n’attendra plus l’approbation de votre partenaire, et rien ne sera commandé.',
    cancelled: 'Commande annulée',
    keep: 'Garder la commande',
    lines: 'Lignes',
    again: {
      button: 'Commander à nouveau',
      added:
        '%{count} ligne de la commande %{number} est dans votre panier. |||| %{count} lignes de la commande %{number} sont dans votre panier.',
      already_there:
        '%{count} était déjà dans votre panier : les licences y ont été ajoutées. |||| %{count} étaient déjà dans votre panier : les licences y ont été ajoutées.',
      left_out:
        '%{count} ligne a été laissée de côté : votre catalogue ne la propose plus. |||| %{count} lignes ont été laissées de côté : votre catalogue ne les propose plus.',
      none: 'Rien n’a été ajouté à votre panier : votre catalogue ne propose plus aucune ligne de la commande %{number}.',
    },
    supplier: {
      waiting: 'En attente de Microsoft',
      refused: 'Refusé par Microsoft : %{reason} Rien n’a été facturé.',
      abandoned: 'Non acheté chez Microsoft : votre partenaire l’a retiré. Rien n’a été facturé.',
    },
    decided_by: {
      approved: 'Approuvée par',
      rejected: 'Refusée par',
      cancelled: 'Annulée par',
    },
    someone_gone: 'une personne qui n’est plus là',
    status: {
      pending: 'En attente',
      approved: 'Approuvée',
      completed: 'Terminée',
      rejected: 'Refusée',
      cancelled: 'Annulée',
    },
  },
};
