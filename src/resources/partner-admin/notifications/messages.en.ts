// The notifications screen's words: resources['partner-admin/notifications'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/notifications': {
    inactive: 'Inactive',
    invalid_days: 'Whole numbers of days from 1 to 365, separated by commas',
    invalid_recipients: 'Not an email: %{emails}',
    needs_company: 'Choose the companies that see this announcement',
    needs_french_title: 'Give the French text its French title',
    french_help:
      'Optional: people who read the portal in French get the French title and text, the others the English ones',
    title: 'Notifications',
    empty: 'No notification yet.',
    none_match: 'No notification matches your search or filters.',
    create: 'New notification',
    edit_title: 'Change the notification',
    saved: 'The notification is saved',
    deleted: 'The notification is deleted',
    delete_title: 'Delete the notification %{title}?',
    delete_content: 'It will no longer be sent or shown.',
    kinds: {
      announcement: 'Announcement',
      renewal_reminder: 'Renewal reminder',
    },
    fields: {
      kind: 'Kind',
      title: 'Title (English)',
      body: 'Text (English)',
      titleFr: 'French title',
      bodyFr: 'French text',
      leadTimesDays: 'Days before renewal',
      includeAutoRenewOff: 'Also subscriptions without auto-renew',
      recipients: 'Recipients',
      companyIds: 'Companies',
      isActive: 'Active',
      createdAt: 'Created',
    },
    // Under the form's fields: how to write several.
    hints: { leadTimesDays: 'Comma separated: 30, 7', recipients: 'Emails, comma separated' },
    export: {
      file: 'notifications',
      lead_times: 'Days before renewal',
      recipients: 'Recipients',
    },
  },
};
