// The catalog builder's words: resources['partner-admin/catalog-builder'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/catalog-builder': {
    resume: 'Go on',
    start_new: 'Start a new one',
    resume_question: 'You left “%{name}” half built. Go on with it?',
    markup_hint: 'Items without a price of their own sell at their cost plus this share',
    title: 'Catalog builder',
    steps: {
      start: 'Start',
      items: 'Products and prices',
      assign: 'Companies',
    },
    blank: 'Start from a blank catalog',
    from_template: 'Start from a template',
    template: 'Template',
    template_items: '%{count} item, default markup %{markup} |||| %{count} items, default markup %{markup}',
    catalog_name: 'Catalog name',
    create: 'Create the catalog',
    next: 'Next',
    back: 'Back',
    finish: 'Finish',
    finished: 'The catalog is ready',
    assign_hint: 'Assign the catalog to companies; each assignment is saved as you add it.',
    catalog: 'Catalog: %{name} (%{count} item) |||| Catalog: %{name} (%{count} items)',
  },
};
