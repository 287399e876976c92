import englishMessages from 'ra-language-english';
import { specMessages } from './messages';
import { signInEn } from './signIn.en';
import { partnerEn } from '../resources/partner-admin/messages.en';
import { mergeScreenWords, type ScreenWords } from './screenWords';

/**
 * The end user's screen areas' words (a folder right below src/resources/) and the access history's, which the
 * profile page shows a person: each folder's messages.en.ts. The partner's and support's screens' load with them
 * (staffWords.en.ts), the user guide's with it (laterWords.ts); the partner area's shared words are `partner.*`.
 */
const firstScreenWords = import.meta.glob<ScreenWords>(
  [
    '../resources/*/messages.en.ts',
    '../resources/admin/history/messages.en.ts',
    '!../resources/userGuide/messages.en.ts',
    '!../resources/partner-admin/messages.en.ts',
  ],
  { eager: true, import: 'en' },
);

export const en = {
  ...englishMessages,
  // One sentence for a record that is not there, the catalogue's (spec §8), wherever react-admin says it.
  ra: {
    ...englishMessages.ra,
    notification: { ...englishMessages.ra.notification, item_doesnt_exist: specMessages.resourceNotFound as string },
    // Every list's range as portal.pagination.range writes it: "1–25 of 2,000" (react-admin's "1-25 of 2000").
    navigation: {
      ...englishMessages.ra.navigation,
      page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} of more than %{offsetEnd}',
    },
  },
  ...partnerEn,
  portal: {
    name: signInEn.name,
    errors: specMessages,
    auth: signInEn.auth,
    validation: {
      too_small_number: 'must be at least %{minimum}',
      too_big_number: 'must be at most %{maximum}',
      too_small_string: 'must not be empty |||| must have at least %{minimum} characters',
      too_big_string: 'must have at most %{maximum} characters',
      too_small_array: 'needs at least %{minimum}',
      too_big_array: 'may hold at most %{maximum}',
      not_multiple_of: 'may have at most two decimals',
      invalid_format: 'is not in the expected form',
      invalid_type: 'is missing or not of the expected kind',
      invalid_value: 'is not one of the allowed values',
      unrecognized_keys: 'names a field this call does not take',
    },
    formats: {
      email: 'must be an email address',
      uuid: 'must be a GUID such as 7f3c1a52-0c1e-4f3b-9d0a-c0a7050c0de1',
    },
    field_names: {
      name: 'Name',
      description: 'Description',
      defaultMarkupPercent: 'Default markup',
      markupPercent: 'Markup',
      priceOverride: 'Fixed price',
      isVisible: 'Visible',
      position: 'Position',
      quantity: 'Quantity',
      validFrom: 'From',
      validTo: 'To',
      email: 'Email',
      recipients: 'Recipients',
      leadTimesDays: 'Days before renewal',
      title: 'Title',
      body: 'Text',
      tenantId: 'Tenant ID',
      domain: 'Domain',
      currency: 'Currency',
      poNumber: 'PO number',
      phone: 'Phone',
      billingProfiles: 'Billing profiles',
      contacts: 'Contacts',
      companyIds: 'Companies',
      reason: 'Reason',
      expiresAt: 'Expires',
      legalName: 'Legal name',
      address: 'Address',
      country: 'Country',
      vatId: 'VAT id',
      taxTreatment: 'Tax treatment',
      language: 'Language',
      invoiceEmails: 'Invoices sent to',
      poRequired: 'PO number required',
      invoicePrefix: 'Invoice number prefix',
      paymentTermsDays: 'Payment terms',
      lineIds: 'Lines',
      period: 'Period',
    },
    pagination: { range: '%{from}–%{to} of %{total}' },
    // A list whose search or filters find nothing (components/ListEmpty.tsx): its own sentence, then this button.
    list: { clear: 'Clear search and filters' },
    // A label and its value in a line of their own ("Markup: must be at least 0"): French puts a space before ":".
    labelled: '%{label}: %{value}',
    refusals: {
      markup_and_fixed: 'Give either a markup or a fixed price, not both',
      nothing_pasted: 'Paste at least one company name, domain or tenant id',
      self_grant: 'You cannot grant access to yourself: ask another administrator.',
      template_name_taken: 'A template named “%{name}” already exists: choose another name.',
      template_retired: 'The template %{name} is retired: start from another one.',
      catalog_name_taken: 'A catalog named “%{name}” already exists: choose another name.',
      catalog_assigned: '%{catalog} is assigned to %{companies}: remove those assignments first.',
      just_deleted: 'The catalog, company or billing profile was just deleted.',
      ends_before_start: 'The assignment must end after it starts.',
      assignment_overlap:
        '%{company} already has %{catalog} from %{from} to %{to}: end that assignment first or choose dates that do not overlap.',
      assignment_overlap_open:
        '%{company} already has %{catalog} from %{from}, with no end: end that assignment first or choose dates that do not overlap.',
      customer_name_taken: 'A customer named %{name} already exists.',
      tenant_taken: 'The tenant %{tenant} is already %{name}’s.',
      tenant_unknown_at_microsoft:
        'Microsoft does not know the tenant %{tenant} as your customer: check the tenant ID, or choose to create the customer at Microsoft.',
      customer_not_created_at_microsoft: 'Microsoft did not create the customer: %{reason}',
      domain_needed_at_microsoft:
        'Creating the customer at Microsoft needs its domain, such as contoso.onmicrosoft.com.',
      microsoft_unreachable: 'Microsoft cannot be reached now: nothing was changed. Try again in a moment.',
      request_not_waiting: 'This request is %{status} already: only a waiting one can be tried again or abandoned.',
      billing_profile_in_use:
        'The billing profile %{name} cannot be removed: %{orders} orders and %{assignments} catalog assignments use it.',
      message_not_failed: 'This message is not a failed one: it is queued or sent already.',
      order_not_pending: 'This order is no longer pending: it was decided already.',
      currency_mismatch:
        'The billing profile %{profile} bills in %{profileCurrency}: an order in %{currency} cannot go to it. Choose a profile in %{currency}.',
      po_required: 'The billing profile %{profile} requires a PO number: give one to place the order.',
      company_deactivated:
        'This company is deactivated: orders and subscription changes wait until your partner reactivates it.',
    },
  },
  layout: {
    // Names of columns that show no heading (a row's buttons, its details, its selection): read, not seen.
    columns: { actions: 'Actions', details: 'Details', select: 'Selection' },
    // The user menu's name, with the person's name it shows.
    user_menu: 'Profile: %{name}',
    notices: {
      no_longer_in_company: 'You no longer have access to %{company}: its pages are not yours to open',
      label: 'Notifications',
      unread: '%{count} unread notification |||| %{count} unread notifications',
      title: 'Notifications',
      empty: 'Nothing new. Renewals, reminders and the outcome of your orders show here.',
      mark_all_read: 'Mark all read',
      kinds: {
        renewal_reminder: '%{product} %{renews} on %{termEnd}, in %{daysLeft} days',
        subscription_renewed:
          '%{product} renewed until %{termEnd}: %{quantity} seat |||| %{product} renewed until %{termEnd}: %{quantity} seats',
        subscription_expired: '%{product} expired on %{termEnd}',
        subscription_activated:
          '%{product} is now active: %{quantity} seat |||| %{product} is now active: %{quantity} seats',
        subscription_not_done: '%{product}: a change was not made at Microsoft, nothing was charged',
        order_awaits_approval: 'Order %{number} of %{company} awaits your approval',
        order_approved: 'Your order %{number} was approved',
        order_rejected: 'Your order %{number} was rejected: %{reason}',
        order_cancelled: 'Order %{number} of %{company} was cancelled by the customer',
        access_expiring: '%{person}’s access to %{company} ends on %{expiresOn}',
        access_granted: '%{by} gave you access to %{company} as %{role}',
        access_revoked: '%{by} ended your access to %{company}',
        invoice_issued: 'Invoice %{number} of %{company} is issued',
        credit_note_issued: 'Credit note %{number} of %{company} is issued',
      },
      roles: { member: 'a member', viewer: 'a viewer (read only)' },
      renews: 'renews',
      ends: 'ends',
    },
    language: signInEn.language,
    theme: { dark: 'Dark theme', light: 'Light theme' },
    company: {
      label: 'Company',
      switched: 'You are now acting for %{company}',
      switch_failed: 'The company could not be switched',
      roles: { member: 'Member', viewer: 'Viewer (read only)' },
      none: 'You have no access to a company',
      access_ended: 'Your access to %{lost} has ended. You are now acting for %{company}.',
      access_ended_none: 'Your access to %{lost} has ended.',
    },
  },
  // Each screen area's words, from its folder, under its resource's name (`resources['partner-admin/catalogs']`):
  // the end user's here, the partner's and support's with their screens (staffWords.en.ts). react-admin reads some
  // keys by itself: `fields.<source>` is a column's or an input's label, `empty` a list's empty page, and `name` the
  // resource's name in the menu and titles (before its `options.label`). The staff screens have no `name`: their menu
  // entries are in every first load and their words are not, so the entries are `partner.menu.*` and
  // `pages.admin.menu.*`. A count in a sentence is `%{count}`, given as `smart_count` (which chooses the sentence's
  // form): the i18nProvider writes it with the language's separators, "10,005 customers" (i18nProvider.ts).
  resources: {
    ...mergeScreenWords(firstScreenWords),
    // The menu's word for the guide; the guide's own load with it.
    userGuide: { title: 'User guide' },
  },
  pages: {
    admin: {
      menu: {
        profile: 'Profile',
        companies: 'Companies',
        people: 'People',
        history: 'Access history',
        access_group: 'Access',
        my_company_group: 'My company',
      },
      never: 'Never',
      profile: {
        title: 'Profile',
        details: 'Your details',
        email: 'Email',
        name: 'Display name',
        notifications: 'Notifications',
        notifications_hint: 'Which of these also reach you by email. You always find them in the bell.',
        notify: { renewals: 'Renewals', announcements: 'Announcements', orders: 'Orders' },
        saved: 'Your profile is saved',
        preferences: 'Language and theme',
        preferences_hint: 'A change applies at once and follows you to any browser.',
        language: 'Language',
        languages: { en: 'English', fr: 'Français' },
        theme: 'Theme',
        themes: { light: 'Light', dark: 'Dark' },
        preferences_saved: 'Your preferences are saved',
        sessions: 'Signed-in devices',
        sessions_hint:
          'Left the portal open on another computer or lost a phone? Sign out everywhere else; this browser stays signed in.',
        end_other_sessions: 'Sign out on my other devices',
        sessions_ended: 'Signed out on %{count} other device |||| Signed out on %{count} other devices',
      },
      my_companies: {
        title: 'My companies',
        name: 'Company',
        role: 'Role',
        since: 'Since',
        expires: 'Expires',
        no_end: 'No end date',
        empty: 'You have no access to a company yet. Ask your administrator.',
      },
      my_history: { title: 'My access history', empty: 'Nothing has changed in your access yet.' },
      access: {
        fields: {
          name: 'Name',
          email: 'Email',
          role: 'Role',
          grantedBy: 'Granted by',
          grantedAt: 'Granted',
          expiresAt: 'Expires',
          reason: 'Reason',
          lastSignInAt: 'Last sign-in',
          status: 'Status',
        },
        granted_by: 'by %{name}',
        grant: 'Grant access',
        change: 'Change access',
        revoke: 'Revoke',
        revoke_title: 'Revoke access',
        revoke_content: 'Revoke the access of %{name} to %{company}? Their next call for this company will be refused.',
        granted: 'Access granted',
        updated: 'Access updated',
        revoked: 'Access revoked',
        person: 'Person',
        person_hint: 'Type a name or an email',
        pick_person: 'Pick a person',
        role: 'Role',
        roles: { member: 'Member', viewer: 'Viewer' },
        role_descriptions: {
          member: 'Reads the company’s data, orders, changes its subscriptions',
          viewer: 'Reads the company’s data only',
        },
        expires: 'Expires on (optional)',
        expires_hint: 'Leave empty for access without an end date',
        expiry_in_past: 'Pick today or a later date',
        reason: 'Reason',
        reason_hint: 'Optional; kept in the access history',
      },
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      companies: 'Your companies',
      current: 'Current',
      no_company: 'You have no access to a company yet. Ask your administrator.',
    },
    home: {
      title: 'Your software subscriptions, in one place',
      subtitle:
        'Sign in with your work account to manage your subscriptions, browse your catalog, order and follow your orders.',
      open_portal: 'Go to your dashboard',
      sign_in: 'Sign in',
      features: {
        subscriptions: 'Change quantities, renewals and cancellations in a few clicks.',
        catalog: 'Browse and search the products your company can buy, at your prices.',
        orders: 'Review, check out and follow every order.',
      },
    },
    error: {
      not_found_title: 'Page not found',
      not_found_text: 'The address you opened does not lead to any page of the portal.',
      forbidden_text: 'Your role does not open this page. If you need it, ask your partner administrator.',
      server_title: 'Internal Server Error',
      server_text: 'Something went wrong on our side. Try again, or come back in a few minutes.',
      status: 'Error %{status}',
      go_home: 'Go to the home page',
      retry: 'Try again',
      details: 'Details',
      unreachable_title: 'Can’t reach the portal',
      unreachable_text:
        'This part of the portal could not be loaded: the server does not answer. Retrying on its own; the page opens as soon as it is back.',
      checking: 'Checking the connection…',
    },
    health: {
      banner: 'The portal cannot reach its server right now. Changes may not be saved.',
      retry: 'Retry',
    },
    login: signInEn.login,
    callback: {
      title: 'Signing you in',
      progress: 'Checking your sign-in…',
      error_title: 'Sign-in did not complete',
      back_to_login: 'Back to sign-in',
    },
  },
};

export type Messages = typeof en;
