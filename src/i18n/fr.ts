import frenchMessages from 'ra-language-french';
import type { Messages } from './en';
import { partnerFr } from '../resources/partner/messages.fr';
import * as subscriptionsMessages from '../resources/subscriptions/messages.fr';
import * as catalogMessages from '../resources/catalog/messages.fr';
import * as cartMessages from '../resources/cart/messages.fr';
import * as ordersMessages from '../resources/orders/messages.fr';
import * as dashboardMessages from '../resources/dashboard/messages.fr';
import * as userGuideMessages from '../resources/userGuide/messages.fr';

export const fr: Messages = {
  ...(frenchMessages as unknown as Messages),
  ra: {
    ...(frenchMessages as unknown as Messages).ra,
    notification: {
      ...(frenchMessages as unknown as Messages).ra.notification,
      item_doesnt_exist: 'Ressource introuvable',
    },
  },
  ...partnerFr,
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
    language: 'Langue',
    theme: { dark: 'Thème sombre', light: 'Thème clair' },
    company: {
      label: 'Société',
      switched: 'Vous agissez maintenant pour une autre entreprise',
      switch_failed: "L'entreprise n'a pas pu être changée",
      roles: { member: 'membre', viewer: 'lecteur (lecture seule)' },
      none: "Vous n'avez accès à aucune entreprise",
    },
  },
  resources: {
    ...subscriptionsMessages.fr,
    ...catalogMessages.fr,
    ...cartMessages.fr,
    ...ordersMessages.fr,
    ...dashboardMessages.fr,
    ...userGuideMessages.fr,
  },
  pages: {
    admin: {
      menu: { profile: 'Profil', companies: 'Sociétés', people: 'Personnes', history: 'Historique des accès' },
      never: 'Jamais',
      profile: {
        title: 'Profil',
        details: 'Vos informations',
        email: 'E-mail',
        name: "Nom d'affichage",
        notifications: 'Notifications',
        notifications_hint: 'Les messages que vous recevez',
        notify: { renewals: 'Renouvellements', announcements: 'Annonces', orders: 'Commandes' },
        saved: 'Votre profil est enregistré',
        preferences: 'Langue et thème',
        preferences_hint: "Un changement s'applique aussitôt et vous suit dans tout navigateur.",
        language: 'Langue',
        languages: { en: 'English', fr: 'Français' },
        theme: 'Thème',
        themes: { light: 'Clair', dark: 'Sombre' },
        preferences_saved: 'Vos préférences sont enregistrées',
      },
      my_companies: {
        title: 'Mes entreprises',
        name: 'Société',
        role: 'Rôle',
        since: 'Depuis le',
        expires: "Jusqu'au",
        empty: "Vous n'avez encore accès à aucune entreprise. Demandez à votre administrateur.",
      },
      my_history: { title: 'Historique de mes accès', empty: "Rien n'a encore changé dans vos accès." },
      companies: {
        title: 'Sociétés',
        search: 'Rechercher une entreprise',
        fields: {
          name: 'Nom',
          domain: 'Domaine',
          tenantId: 'Locataire',
          isActive: 'Active',
          userCount: 'Personnes',
          subscriptionCount: 'Abonnements',
          createdAt: 'Créée le',
        },
        empty: "Aucune entreprise pour l'instant.",
        people: 'Personnes ayant accès',
        no_people: "Personne n'a encore accès à cette entreprise.",
      },
      access: {
        fields: {
          name: 'Nom',
          email: 'E-mail',
          role: 'Rôle',
          grantedBy: 'Accordé par',
          grantedAt: 'Accordé le',
          expiresAt: 'Expire le',
          reason: 'Motif',
          lastSignInAt: 'Dernière connexion',
          status: 'État',
        },
        grant: "Accorder l'accès",
        change: "Modifier l'accès",
        revoke: 'Retirer',
        revoke_title: "Retirer l'accès",
        revoke_content:
          "Retirer l'accès de %{name} à %{company} ? Son prochain appel pour cette entreprise sera refusé.",
        granted: 'Accès accordé',
        updated: 'Accès modifié',
        revoked: 'Accès retiré',
        person: 'Personne',
        person_hint: 'Saisissez un nom ou un e-mail',
        pick_person: 'Choisissez une personne',
        role: 'Rôle',
        roles: { member: 'Membre', viewer: 'Lecteur' },
        role_descriptions: {
          member: "Consulte les données de l'entreprise, commande, modifie ses abonnements",
          viewer: "Consulte les données de l'entreprise uniquement",
        },
        expires: 'Expire le (facultatif)',
        expires_hint: 'Laissez vide pour un accès sans date de fin',
        expiry_in_past: "Choisissez aujourd'hui ou une date ultérieure",
        reason: 'Motif',
      },
      people: {
        title: 'Personnes',
        search: 'Trouver une personne',
        search_hint: "Saisissez au moins 2 caractères d'un nom ou d'un e-mail",
        searching: 'Recherche…',
        no_match: 'Personne ne correspond à « %{q} ».',
        fields: {
          name: 'Nom',
          email: 'E-mail',
          globalRole: 'Rôle global',
          status: 'État',
          lastSignInAt: 'Dernière connexion',
          createdAt: 'Inscrite le',
        },
        global_roles: { partner_admin: 'Administrateur partenaire', support: 'Support', none: 'Aucun' },
        active: 'Active',
        disabled: 'Désactivée',
        register: 'Inscrire une personne',
        registered: '%{name} est inscrite',
        disable: 'Désactiver',
        enable: 'Réactiver',
        disable_title: 'Désactiver %{name}',
        disable_content:
          "%{name} sera refusée à son prochain appel, dans toutes ses entreprises, jusqu'à sa réactivation.",
        enable_title: 'Réactiver %{name}',
        enable_content: '%{name} pourra de nouveau se connecter et agir pour ses entreprises.',
        disabled_done: '%{name} est désactivée',
        enabled_done: '%{name} est réactivée',
        companies: 'Sociétés de %{name}',
        no_companies: 'Aucun accès à une entreprise.',
      },
      history: {
        title: 'Historique des accès',
        search: 'Rechercher',
        fields: {
          at: 'Quand',
          action: 'Action',
          actor: 'Par',
          company: 'Société',
          person: 'Personne',
          role: 'Rôle',
          expiresAt: 'Expire le',
          reason: 'Motif',
        },
        actions: {
          access: { granted: 'Accès accordé', updated: 'Accès modifié', revoked: 'Accès retiré' },
          user: { registered: 'Personne inscrite', disabled: 'Personne désactivée', enabled: 'Personne réactivée' },
        },
        empty: "Aucun changement d'accès n'a encore été enregistré.",
      },
    },
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
