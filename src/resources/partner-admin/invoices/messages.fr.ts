// Les mots des écrans de factures du partenaire : resources['partner-admin/invoices'].*
export const fr = {
  'partner-admin/invoices': {
    name: 'Facture |||| Factures',
    title: 'Factures',
    empty: 'Aucune facture : faites une campagne de facturation.',
    none_match: 'Aucune facture ne correspond à votre recherche ou à vos filtres.',
    search: 'Rechercher par numéro ou société',
    fields: {
      number: 'Numéro',
      companyName: 'Société',
      companyId: 'Société',
      period: 'Mois',
      status: 'Statut',
      issuedOn: 'Émise le',
      dueOn: 'Échéance',
      total: 'Total TTC',
      flags: 'Alertes',
    },
    draft: 'Brouillon',
    mark_paid: 'Marquer payée',
    marked_paid: '%{number} est marquée payée',
    credit: 'Émettre un avoir',
    credit_title: 'Avoir sur %{number}',
    credit_content:
      'Un avoir est émis aussitôt, numéroté dans la même série, et envoyé au client. Il crédite chaque ligne choisie pour tout son montant.',
    reason: 'Motif (le client le lit)',
    lines_to_credit: 'Lignes à créditer',
    all_lines: 'Toutes les lignes',
    credited: 'Avoir %{number} émis',
    draft_notice: 'Un brouillon : il n’a pas de numéro tant que sa campagne ne l’a pas émis. Son PDF est un aperçu.',
    open_run: 'Ouvrir sa campagne de facturation',
  },
};
