// The templates screen's words: resources['partner-admin/templates'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/templates': {
    title: 'Templates',
    empty: 'No template yet. Save a catalog as a template from its page.',
    retired: 'Retired',
    active: 'In use',
    items: '%{smart_count} item |||| %{smart_count} items',
    markup: 'default markup %{markup} %',
    edit: 'Edit',
    edit_title: 'Change the template %{name}',
    retire: 'Retire',
    restore: 'Restore',
    retire_title: 'Retire the template %{name}?',
    retire_content: 'No new catalog will start from it. Catalogs already made from it stay as they are.',
    retired_done: '%{name} is retired',
    restored_done: '%{name} can be used again',
    saved: 'The template is saved',
    save_as: 'Save as template',
    save_as_title: 'Save %{name} as a template',
    save_as_content:
      'The template keeps this catalog’s items at their prices and its default markup; later changes to the catalog do not reach it.',
    created: 'Template %{name} saved',
    fields: {
      name: 'Name',
      description: 'Description',
      defaultMarkupPercent: 'Default markup %',
      status: 'Status',
    },
  },
};
