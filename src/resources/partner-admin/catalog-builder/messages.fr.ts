import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/catalog-builder': {
    resume: 'Continuer',
    start_new: 'En commencer un nouveau',
    resume_question: 'Vous avez laissé « %{name} » en cours. Le continuer ?',
    markup_hint: 'Les articles sans prix propre sont vendus à leur coût plus cette part',
    title: 'Création de catalogue',
    steps: {
      start: 'Départ',
      items: 'Produits et prix',
      assign: 'Sociétés',
    },
    blank: 'Partir d’un catalogue vide',
    from_template: 'Partir d’un modèle',
    template: 'Modèle',
    template_items:
      '%{count} article, majoration par défaut %{markup} |||| %{count} articles, majoration par défaut %{markup}',
    catalog_name: 'Nom du catalogue',
    create: 'Créer le catalogue',
    next: 'Suivant',
    back: 'Retour',
    finish: 'Terminer',
    finished: 'Le catalogue est prêt',
    assign_hint: 'Attribuez le catalogue à des sociétés ; chaque attribution est enregistrée dès son ajout.',
    catalog: 'Catalogue : %{name} (%{count} article) |||| Catalogue : %{name} (%{count} articles)',
  },
};
