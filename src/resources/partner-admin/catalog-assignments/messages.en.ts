// The catalog assignments screens' words (the list and the matrix):
// resources['partner-admin/catalog-assignments'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/catalog-assignments': {
    title: 'Catalog assignments',
    empty: 'No catalog is assigned yet.',
    create: 'Assign a catalog',
    edit_title: 'Change the assignment',
    create_title: 'Assign a catalog',
    saved: 'The assignment is saved',
    deleted: 'The assignment is removed',
    delete_title: 'Remove the assignment of %{catalog} to %{company}?',
    delete_content: 'The company will no longer buy from this catalog.',
    no_end: 'No end',
    matrix: 'Who has which catalog',
    list: 'List',
    sees: '%{company} sees %{catalog} today, at these prices:',
    sees_title: 'What a company sees and pays',
    type_to_find: 'Type a few letters of its name',
    today: 'today',
    sees_none: 'No catalog is assigned to this company today.',
    bulk_create: 'Assign to many',
    bulk_title: 'Assign a catalog to many companies',
    bulk_companies: 'Companies',
    bulk_chosen:
      '%{smart_count} company chosen; type to find more |||| %{smart_count} companies chosen; type to find more',
    bulk_assign: 'Assign to %{smart_count} company |||| Assign to %{smart_count} companies',
    bulk_refused:
      'Nothing was assigned: %{smart_count} company already has a catalog then. |||| Nothing was assigned: %{smart_count} companies already have a catalog then.',
    bulk_others_only: 'Assign to the other company only |||| Assign to the %{smart_count} others only',
    bulk_done: 'Catalog assigned to %{smart_count} company |||| Catalog assigned to %{smart_count} companies',
    fields: {
      catalogId: 'Catalog',
      companyId: 'Company',
      billingProfileId: 'Billing profile',
      companyName: 'Company',
      catalogName: 'Catalog',
      billingProfileName: 'Billing profile',
      validFrom: 'From',
      validTo: 'To',
    },
    export: {
      file: 'catalog-assignments',
    },
  },
};
