import frenchMessages from 'ra-language-french';
import type { Messages } from './en';

export const fr: Messages = {
  ...(frenchMessages as unknown as Messages),
  portal: {
    name: "Portail d'abonnements",
    errors: {
      authenticationRequired: 'Authentification requise',
      accessForbidden: 'Accès refusé',
      resourceNotFound: 'Ressource introuvable',
      serverError: 'Erreur du serveur',
      requestFailed: 'La requête a échoué',
      healthCheckFailed: 'Le contrôle de santé a échoué',
      pageNotFound: 'Page introuvable',
    } as unknown as Messages['portal']['errors'],
  },
  layout: {
    company: {
      label: 'Entreprise',
      switched: 'Vous agissez maintenant pour une autre entreprise',
      switch_failed: "L'entreprise n'a pas pu être changée",
      roles: { member: 'membre', viewer: 'lecteur (lecture seule)' },
    },
  },
  pages: {
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      companies: 'Vos entreprises',
      current: 'Actuelle',
      no_company: "Vous n'avez encore accès à aucune entreprise. Demandez à votre administrateur.",
    },
    home: {
      title: 'Vos abonnements logiciels, au même endroit',
      subtitle:
        'Connectez-vous avec votre compte professionnel pour gérer vos abonnements, parcourir votre catalogue, commander et suivre vos commandes.',
      sign_in: 'Se connecter',
      features: {
        subscriptions: 'Modifiez les quantités, les renouvellements et les résiliations en quelques clics.',
        catalog: 'Parcourez et recherchez les produits que votre entreprise peut acheter, à vos prix.',
        orders: 'Vérifiez, validez et suivez chaque commande.',
      },
    },
    error: {
      not_found_title: 'Page introuvable',
      not_found_text: "L'adresse que vous avez ouverte ne mène à aucune page du portail.",
      server_title: 'Erreur interne du serveur',
      server_text: 'Un problème est survenu de notre côté. Réessayez, ou revenez dans quelques minutes.',
      status: 'Erreur %{status}',
      go_home: "Aller à la page d'accueil",
      retry: 'Réessayer',
      details: 'Détails',
    },
    health: {
      banner:
        'Le portail ne peut pas joindre son serveur pour le moment. Vos modifications risquent de ne pas être enregistrées.',
      retry: 'Réessayer',
    },
    login: {
      title: 'Connexion',
      subtitle: 'Utilisez votre compte professionnel pour accéder à vos abonnements, votre catalogue et vos commandes.',
      sign_in: 'Se connecter avec Microsoft',
      another_account: 'Utiliser un autre compte',
      redirecting: 'Redirection vers votre page de connexion…',
      error_title: "La connexion n'a pas abouti",
    },
    callback: {
      title: 'Connexion en cours',
      progress: 'Vérification de votre connexion…',
      error_title: "La connexion n'a pas abouti",
      back_to_login: 'Retour à la connexion',
    },
  },
};

export default fr;
