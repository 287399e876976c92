import englishMessages from 'ra-language-english';
import { specMessages } from './messages';

export const en = {
  ...englishMessages,
  portal: {
    name: 'Subscription portal',
    errors: specMessages,
  },
  pages: {
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
  },
};

export type Messages = typeof en;
