// What /login says in French: its own module, which the sign-in page's first load fetches alone (not all of fr.ts).
import type { AuthMessageKey } from './messages';

export const signInFr = {
  name: 'Portail d’abonnements',
  language: 'Langue',
  auth: {
    accountNotFound:
      'Nous ne trouvons pas votre compte dans notre système. Demandez à votre administrateur de vérifier que l’accès à ce portail vous a été accordé.',
    sessionExpired: 'Votre session n’est pas valide ou a expiré. Reconnectez-vous.',
    accessDenied: 'Accès refusé. Contactez votre administrateur si vous pensez qu’il s’agit d’une erreur.',
    serviceUnavailable: 'Nous rencontrons des difficultés techniques. Réessayez dans quelques minutes.',
    signInFailed: 'La connexion a échoué. Réessayez ou contactez votre administrateur.',
    accountDisabled: 'Votre compte a été désactivé. Contactez votre administrateur.',
    msalNotInitialized: 'MSAL n’est pas initialisé',
    silentTokenFailed: 'Le jeton n’a pas pu être obtenu sans interaction',
    loginFailed: 'La connexion a échoué',
    tokenVerificationFailed: 'La vérification du jeton a échoué',
    refreshProfileFailed: 'Le profil n’a pas pu être actualisé',
    logoutFailed: 'La déconnexion a échoué',
    microsoftLoginFailed: 'La connexion Microsoft a échoué',
    callbackFailed: 'Le retour de connexion a échoué',
    profileFetchWarning: 'Le profil n’a pas pu être lu',
    invalidToken: 'Jeton non valide',
    noToken: 'Aucun jeton trouvé',
    notAuthenticated: 'Non authentifié',
    tokenValidationFailed: 'La validation du jeton a échoué',
    noAuthorizationCode: 'Aucun code d’autorisation reçu de Microsoft',
  } satisfies Record<AuthMessageKey, string>,
  login: {
    title: 'Connexion',
    subtitle: 'Utilisez votre compte professionnel pour accéder à vos abonnements, votre catalogue et vos commandes.',
    sign_in: 'Se connecter avec Microsoft',
    another_account: 'Utiliser un autre compte',
    redirecting: 'Redirection vers votre page de connexion…',
    error_title: 'La connexion n’a pas abouti',
  },
};
