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
  pages: {
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
  },
};

export default fr;
