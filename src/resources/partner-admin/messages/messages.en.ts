// The sent messages screen's words: resources['partner-admin/messages'].* (French: messages.fr.ts).
export const en = {
  'partner-admin/messages': {
    title: 'Sent messages',
    search: 'Address or subject',
    empty: 'No message yet. Renewals, reminders and order decisions send emails that show here.',
    none_match: 'No message matches your search or filters.',
    not_sending:
      'This server does not send emails (SMTP_URL is not set): they wait here as “Queued”, readable, and go out once it is set.',
    export_file: 'sent-messages',
    retry: 'Send again',
    retried: 'The message will be sent again at the next run',
    retrying: 'Retrying (%{attempts} tries)',
    job_failures: 'A scheduled job failed after its last try |||| %{count} scheduled jobs failed after their last try',
    jobs: {
      'term-ends': 'Renewals and expiries',
      'renewal-reminders': 'Renewal reminders',
      'access-expiry': 'Access expiry warnings',
      outbox: 'Sending emails',
      'drift-sync': 'Sync with Microsoft',
    },
    statuses: {
      queued: 'Queued',
      sent: 'Sent',
      failed: 'Failed',
    },
    fields: {
      createdAt: 'Created',
      toAddress: 'To',
      companyName: 'Company',
      subject: 'Subject',
      status: 'Status',
      lastError: 'Last error',
    },
  },
};
