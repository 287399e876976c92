import englishMessages from 'ra-language-english';
import { specMessages } from './messages';

export const en = {
  ...englishMessages,
  portal: {
    name: 'Subscription portal',
    errors: specMessages,
  },
  layout: {
    company: {
      label: 'Company',
      switched: 'You now act for another company',
      switch_failed: 'The company could not be switched',
      roles: { member: 'member', viewer: 'viewer (read only)' },
    },
  },
  pages: {
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
      server_title: 'Internal Server Error',
      server_text: 'Something went wrong on our side. Try again, or come back in a few minutes.',
      status: 'Error %{status}',
      go_home: 'Go to the home page',
      retry: 'Try again',
      details: 'Details',
    },
    health: {
      banner: 'The portal cannot reach its server right now. Changes may not be saved.',
      retry: 'Retry',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Use your work account to reach your subscriptions, catalog and orders.',
      sign_in: 'Sign in with Microsoft',
      another_account: 'Use another account',
      redirecting: 'Taking you to your sign-in page…',
      error_title: 'Sign-in did not complete',
    },
    callback: {
      title: 'Signing you in',
      progress: 'Checking your sign-in…',
      error_title: 'Sign-in did not complete',
      back_to_login: 'Back to sign-in',
    },
  },
};

export type Messages = typeof en;
