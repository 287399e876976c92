import type { en } from './messages.en';

export const fr: typeof en = {
  'partner-admin/catalog-assignments': {
    title: 'Attributions de catalogues',
    empty: 'Aucun catalogue n’est encore attribué.',
    create: 'Attribuer un catalogue',
    edit_title: 'Modifier l’attribution',
    create_title: 'Attribuer un catalogue',
    saved: 'L’attribution est enregistrée',
    deleted: 'L’attribution est retirée',
    delete_title: 'Retirer l’attribution de %{catalog} à %{company} ?',
    delete_content: 'La société n’achètera plus depuis ce catalogue.',
    no_end: 'Sans fin',
    matrix: 'Qui a quel catalogue',
    list: 'Liste',
    sees: "%{company} voit %{catalog} aujourd'hui, à ces prix :",
    sees_title: 'Ce qu’une société voit et paie',
    type_to_find: 'Tapez quelques lettres de son nom',
    today: "aujourd'hui",
    sees_none: 'Aucun catalogue n’est attribué à cette société aujourd’hui.',
    bulk_create: 'Attribuer à plusieurs',
    bulk_title: 'Attribuer un catalogue à plusieurs sociétés',
    bulk_companies: 'Sociétés',
    bulk_chosen:
      '%{smart_count} société choisie ; tapez pour en trouver d’autres |||| %{smart_count} sociétés choisies ; tapez pour en trouver d’autres',
    bulk_assign: 'Attribuer à %{smart_count} société |||| Attribuer à %{smart_count} sociétés',
    bulk_refused:
      'Rien n’a été attribué : %{smart_count} société a déjà un catalogue sur cette période. |||| Rien n’a été attribué : %{smart_count} sociétés ont déjà un catalogue sur cette période.',
    bulk_others_only: 'Attribuer à l’autre société seulement |||| Attribuer aux %{smart_count} autres seulement',
    bulk_done: 'Catalogue attribué à %{smart_count} société |||| Catalogue attribué à %{smart_count} sociétés',
    fields: {
      catalogId: 'Catalogue',
      companyId: 'Société',
      billingProfileId: 'Profil de facturation',
      companyName: 'Société',
      catalogName: 'Catalogue',
      billingProfileName: 'Profil de facturation',
      validFrom: 'Du',
      validTo: 'Au',
    },
    export: {
      file: 'attributions-de-catalogues',
    },
  },
};
