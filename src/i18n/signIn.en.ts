// What /login says in English: its own module, so that the sign-in page's first load carries these words alone
// (src/signIn/), not the whole catalogue. en.ts places them where the rest of the portal reads them.
import { authMessages } from './messages';

export const signInEn = {
  name: 'Subscription portal',
  language: 'Language',
  auth: authMessages,
  login: {
    title: 'Sign in',
    subtitle: 'Use your work account to reach your subscriptions, catalog and orders.',
    sign_in: 'Sign in with Microsoft',
    another_account: 'Use another account',
    redirecting: 'Taking you to your sign-in page…',
    error_title: 'Sign-in did not complete',
  },
};
