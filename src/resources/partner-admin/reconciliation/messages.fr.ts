// Les mots de l’écran Rapprochement : resources['partner-admin/reconciliation'].* (anglais : messages.en.ts).
export const fr = {
  'partner-admin/reconciliation': {
    title: 'Rapprochement Microsoft',
    intro:
      'Ce que Microsoft vous a facturé pour un mois, ligne par ligne, face à ce que le portail prévoyait de payer et à ce qui a été facturé à vos clients.',
    month: 'Mois',
    search: 'Client ou produit',
    import_microsoft: 'Importer depuis Microsoft',
    import_file: 'Importer un fichier',
    imported:
      'Lignes de Microsoft importées : %{smart_count} ligne |||| Lignes de Microsoft importées : %{smart_count} lignes',
    import_state:
      '%{source}, %{date} par %{who} : %{smart_count} ligne |||| %{source}, %{date} par %{who} : %{smart_count} lignes',
    not_imported:
      'Rien n’est encore importé pour ce mois : importez les lignes de Microsoft depuis l’Espace partenaires, ou son fichier de rapprochement (CSV).',
    sources: { microsoft: 'Depuis Microsoft', csv: 'Fichier %{name}' },
    close: 'Clore le mois',
    close_title: 'Clore %{period} ?',
    close_content:
      'Chaque ligne est rapprochée ou expliquée. Une fois clos, les lignes du mois sont gardées telles quelles et plus rien ne peut les changer.',
    closed_notice: 'Mois clos',
    closed: 'Clos le %{date} par %{who} : plus rien ne peut changer.',
    open_rows: '%{smart_count} ligne à régler avant de clore |||| %{smart_count} lignes à régler avant de clore',
    totals: {
      charged: 'Facturé par Microsoft',
      expected: 'Attendu',
      billed: 'Facturé aux clients',
      pending: 'Pas encore facturé',
      leak: 'Fuite',
      margin: 'Marge',
    },
    fields: {
      companyName: 'Client',
      productName: 'Produit',
      chargeStart: 'Période facturée',
      status: 'État',
      charged: 'Facturé par Microsoft',
      expected: 'Attendu',
      billed: 'Facturé',
      margin: 'Marge',
      quantity: 'Licences',
    },
    quantities: 'Microsoft %{microsoft} · portail %{portal}',
    pending_amount: '+ %{amount} pas encore facturé',
    rounding: 'Arrondi de Microsoft : %{amount}',
    statuses: {
      matched: 'Rapprochée',
      cost_not_billed: 'Coût non refacturé',
      billed_without_cost: 'Facturée sans coût',
      price_differs: 'Prix différent',
      quantity_differs: 'Quantité différente',
      unknown_subscription: 'Abonnement inconnu',
    },
    settled: {
      charge: 'Ajoutée à la prochaine facture',
      credit: 'Avoir émis',
      explain: 'Expliquée : %{reason}',
    },
    actions: {
      charge: 'Ajouter à la prochaine facture',
      credit: 'Émettre un avoir',
      explain: 'Expliquer',
      open_subscription: 'Ouvrir le client',
      open_drift: 'Ouvrir les écarts',
    },
    charge_title: 'Ajouter à la prochaine facture ?',
    charge_content:
      '%{customer} se voit facturer ce que Microsoft a facturé au-delà des frais du portail (%{amount} au coût, au prix du client), sur sa prochaine facture.',
    credit_title: 'Émettre un avoir ?',
    credit_content:
      '%{customer} a été facturé pour cette ligne et Microsoft n’a rien facturé : un avoir est émis maintenant.',
    explain_title: 'Expliquer cette ligne',
    reason: 'Raison',
    reason_help: 'Pourquoi cette ligne est juste telle quelle (gardée avec le mois)',
    done: {
      charge: 'Frais ajouté à la prochaine facture',
      credit: 'Avoir émis',
      explain: 'Explication gardée',
    },
    empty: 'Aucune ligne pour ce mois.',
    none_match: 'Aucune ligne ne correspond à ces filtres.',
    customers: 'Par client',
  },
};
