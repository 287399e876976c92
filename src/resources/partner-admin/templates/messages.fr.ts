import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/templates': {
    title: 'Modèles',
    empty: 'Aucun modèle pour l’instant. Enregistrez un catalogue comme modèle depuis sa page.',
    retired: 'Retiré',
    active: 'En service',
    items: '%{smart_count} article |||| %{smart_count} articles',
    markup: 'marge par défaut %{markup} %',
    edit: 'Modifier',
    edit_title: 'Modifier le modèle %{name}',
    retire: 'Retirer',
    restore: 'Remettre en service',
    retire_title: 'Retirer le modèle %{name} ?',
    retire_content:
      'Aucun nouveau catalogue ne partira de lui. Les catalogues déjà créés à partir de lui restent tels quels.',
    retired_done: '%{name} est retiré',
    restored_done: '%{name} peut de nouveau servir',
    saved: 'Le modèle est enregistré',
    save_as: 'Enregistrer comme modèle',
    save_as_title: 'Enregistrer %{name} comme modèle',
    save_as_content:
      'Le modèle garde les articles de ce catalogue à leurs prix et sa marge par défaut ; les changements ultérieurs du catalogue ne l’atteignent pas.',
    created: 'Modèle %{name} enregistré',
    lines: {
      explained: 'Une ligne sans marge ni prix fixe est vendue à la marge par défaut du modèle, %{markup} %.',
      open: 'Lignes',
      title: 'Les lignes de %{name}',
      none: 'Aucune ligne : un catalogue créé depuis ce modèle démarre vide. Ajoutez-y des grilles tarifaires.',
      product: 'Produit',
      cost: 'Coût',
      markup: 'Marge %',
      fixed: 'Prix fixe',
      default_markup: 'par défaut, %{markup}',
      remove: 'Retirer %{product}',
      saved: 'Les lignes de %{name} sont enregistrées',
      add: 'Ajouter des grilles tarifaires',
      add_title: 'Ajouter des grilles tarifaires à %{name}',
      add_chosen: 'Ajouter %{smart_count} grille tarifaire |||| Ajouter %{smart_count} grilles tarifaires',
      added:
        '%{smart_count} grille tarifaire ajoutée à %{name} |||| %{smart_count} grilles tarifaires ajoutées à %{name}',
      refusals: {
        both: 'Une marge ou un prix fixe, pas les deux',
        markup: 'Une marge entre -100 et 1000, deux décimales au plus',
        fixed: 'Un prix de deux décimales au plus',
      },
    },
    fields: {
      name: 'Nom',
      description: 'Description',
      defaultMarkupPercent: 'Marge par défaut %',
      status: 'Statut',
    },
  },
};
