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
    fields: {
      name: 'Nom',
      description: 'Description',
      defaultMarkupPercent: 'Marge par défaut %',
      status: 'Statut',
    },
  },
};
