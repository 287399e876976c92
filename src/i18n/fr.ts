import frenchMessages from 'ra-language-french';
import type { Messages } from './en';
import type { AllMessages } from './laterWords';
import { signInFr } from './signIn.fr';
import { partnerFr } from '../resources/partner-admin/messages.fr';
import * as subscriptionsMessages from '../resources/subscriptions/messages.fr';
import * as catalogMessages from '../resources/catalog/messages.fr';
import * as cartMessages from '../resources/cart/messages.fr';
import * as ordersMessages from '../resources/orders/messages.fr';
import * as invoicesMessages from '../resources/invoices/messages.fr';
import * as dashboardMessages from '../resources/dashboard/messages.fr';
import * as userGuideMessages from '../resources/userGuide/messages.fr';
import * as partnerCompaniesMessages from '../resources/partner-admin/companies/messages.fr';
import * as partnerOrdersMessages from '../resources/partner-admin/orders/messages.fr';
import * as partnerNotificationsMessages from '../resources/partner-admin/notifications/messages.fr';
import * as sentMessagesMessages from '../resources/partner-admin/messages/messages.fr';
import * as provisioningMessages from '../resources/partner-admin/provisioning/messages.fr';
import * as driftMessages from '../resources/partner-admin/drift/messages.fr';
import * as billingMessages from '../resources/partner-admin/billing/messages.fr';
import * as partnerInvoicesMessages from '../resources/partner-admin/invoices/messages.fr';
import * as reconciliationMessages from '../resources/partner-admin/reconciliation/messages.fr';
import * as partnerCatalogsMessages from '../resources/partner-admin/catalogs/messages.fr';
import * as partnerCatalogBuilderMessages from '../resources/partner-admin/catalog-builder/messages.fr';
import * as partnerTemplatesMessages from '../resources/partner-admin/templates/messages.fr';
import * as partnerCatalogAssignmentsMessages from '../resources/partner-admin/catalog-assignments/messages.fr';
import * as adminCompaniesMessages from '../resources/admin/companies/messages.fr';
import * as adminPeopleMessages from '../resources/admin/people/messages.fr';
import * as accessHistoryMessages from '../resources/admin/history/messages.fr';

export const fr: AllMessages = {
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
    name: signInFr.name,
    errors: {
      authenticationRequired: 'Authentification requise',
      accessForbidden: 'Accès refusé',
      resourceNotFound: 'Ressource introuvable',
      serverError: 'Erreur du serveur',
      requestFailed: 'La requête a échoué',
      healthCheckFailed: 'Le contrôle de santé a échoué',
      pageNotFound: 'Page introuvable',
    } as unknown as Messages['portal']['errors'],
    auth: signInFr.auth as unknown as Messages['portal']['auth'],
    validation: {
      too_small_number: 'doit valoir au moins %{minimum}',
      too_big_number: 'doit valoir au plus %{maximum}',
      too_small_string: 'ne doit pas être vide |||| doit compter au moins %{minimum} caractères',
      too_big_string: 'doit compter au plus %{maximum} caractères',
      too_small_array: 'en demande au moins %{minimum}',
      too_big_array: 'en contient au plus %{maximum}',
      not_multiple_of: 'a au plus deux décimales',
      invalid_format: 'n’a pas la forme attendue',
      invalid_type: 'manque ou n’est pas du type attendu',
      invalid_value: 'ne fait pas partie des valeurs permises',
      unrecognized_keys: 'nomme un champ que cet appel ne prend pas',
    },
    formats: {
      email: 'doit être une adresse e-mail',
      uuid: 'doit être un GUID comme 7f3c1a52-0c1e-4f3b-9d0a-c0a7050c0de1',
    },
    field_names: {
      name: 'Nom',
      description: 'Description',
      defaultMarkupPercent: 'Marge par défaut',
      markupPercent: 'Marge',
      priceOverride: 'Prix fixe',
      isVisible: 'Visible',
      position: 'Position',
      quantity: 'Quantité',
      validFrom: 'Du',
      validTo: 'Au',
      email: 'E-mail',
      recipients: 'Destinataires',
      leadTimesDays: 'Jours avant le renouvellement',
      title: 'Titre',
      body: 'Texte',
      tenantId: 'ID de locataire',
      domain: 'Domaine',
      currency: 'Devise',
      poNumber: 'N° de bon de commande',
      phone: 'Téléphone',
      billingProfiles: 'Profils de facturation',
      contacts: 'Contacts',
      companyIds: 'Sociétés',
      reason: 'Motif',
      expiresAt: 'Expiration',
      legalName: 'Raison sociale',
      address: 'Adresse',
      country: 'Pays',
      vatId: 'N° de TVA',
      taxTreatment: 'Régime de TVA',
      language: 'Langue',
      invoiceEmails: 'Factures envoyées à',
      poRequired: 'Bon de commande obligatoire',
      invoicePrefix: 'Préfixe des numéros de facture',
      paymentTermsDays: 'Délai de paiement',
      lineIds: 'Lignes',
      period: 'Période',
    },
    pagination: { range: '%{from}–%{to} sur %{total}' },
    refusals: {
      markup_and_fixed: 'Indiquez une marge ou un prix fixe, pas les deux',
      self_grant: 'Vous ne pouvez pas vous donner accès vous-même : demandez à un autre administrateur.',
      template_name_taken: 'Un modèle nommé « %{name} » existe déjà : choisissez un autre nom.',
      template_retired: 'Le modèle %{name} est retiré : partez d’un autre.',
      catalog_name_taken: 'Un catalogue nommé « %{name} » existe déjà : choisissez un autre nom.',
      catalog_assigned: '%{catalog} est attribué à %{companies} : retirez d’abord ces attributions.',
      just_deleted: 'Le catalogue, la société ou le profil de facturation vient d’être supprimé.',
      ends_before_start: 'L’attribution doit finir après son début.',
      assignment_overlap:
        '%{company} a déjà %{catalog} du %{from} au %{to} : terminez d’abord cette attribution ou choisissez des dates qui ne se chevauchent pas.',
      assignment_overlap_open:
        '%{company} a déjà %{catalog} depuis le %{from}, sans fin : terminez d’abord cette attribution ou choisissez des dates qui ne se chevauchent pas.',
      customer_name_taken: 'Un client nommé %{name} existe déjà.',
      tenant_taken: 'Le locataire %{tenant} appartient déjà à %{name}.',
      tenant_unknown_at_microsoft:
        'Microsoft ne connaît pas le locataire %{tenant} comme votre client : vérifiez l’ID du locataire, ou choisissez de créer le client chez Microsoft.',
      customer_not_created_at_microsoft: 'Microsoft n’a pas créé le client : %{reason}',
      domain_needed_at_microsoft:
        'Créer le client chez Microsoft demande son domaine, par exemple contoso.onmicrosoft.com.',
      microsoft_unreachable:
        'Microsoft est injoignable pour l’instant : rien n’a été modifié. Réessayez dans un instant.',
      request_not_waiting:
        'Cette demande n’est plus en attente : seule une demande en attente peut être réessayée ou abandonnée.',
      billing_profile_in_use:
        'Le profil de facturation %{name} ne peut pas être retiré : %{orders} commandes et %{assignments} attributions de catalogue l’utilisent.',
      message_not_failed: 'Ce message n’est pas en échec : il est déjà en file ou envoyé.',
      order_not_pending: 'Cette commande n’est plus en attente : elle a déjà été tranchée.',
      currency_mismatch:
        'Le profil de facturation %{profile} facture en %{profileCurrency} : une commande en %{currency} ne peut pas y aller. Choisissez un profil en %{currency}.',
      company_deactivated:
        'Cette société est désactivée : commandes et changements d’abonnement attendent que votre partenaire la réactive.',
    },
  },
  layout: {
    columns: { actions: 'Actions', details: 'Détails', select: 'Sélection' },
    user_menu: 'Profil : %{name}',
    notices: {
      label: 'Notifications',
      unread: '%{smart_count} notification non lue |||| %{smart_count} notifications non lues',
      title: 'Notifications',
      empty: 'Rien de nouveau. Renouvellements, rappels et suites de vos commandes s’affichent ici.',
      mark_all_read: 'Tout marquer comme lu',
      kinds: {
        renewal_reminder: '%{product} %{renews} le %{termEnd}, dans %{daysLeft} jours',
        subscription_renewed: '%{product} renouvelé jusqu’au %{termEnd} : %{quantity} licences',
        subscription_expired: '%{product} a expiré le %{termEnd}',
        subscription_activated: '%{product} est maintenant actif : %{quantity} licences',
        subscription_not_done: '%{product} : une modification n’a pas été faite chez Microsoft, rien n’a été facturé',
        order_awaits_approval: 'La commande %{number} de %{company} attend votre approbation',
        order_approved: 'Votre commande %{number} a été approuvée',
        order_rejected: 'Votre commande %{number} a été refusée : %{reason}',
        order_cancelled: 'La commande %{number} de %{company} a été annulée par le client',
        access_expiring: 'L’accès de %{person} à %{company} prend fin le %{expiresOn}',
        access_granted: '%{by} vous a donné accès à %{company} en tant que %{role}',
        access_revoked: '%{by} a mis fin à votre accès à %{company}',
        invoice_issued: 'La facture %{number} de %{company} est émise',
        credit_note_issued: 'L’avoir %{number} de %{company} est émis',
      },
      roles: { member: 'membre', viewer: 'lecteur (lecture seule)' },
      renews: 'se renouvelle',
      ends: 'prend fin',
    },
    language: signInFr.language,
    theme: { dark: 'Thème sombre', light: 'Thème clair' },
    company: {
      label: 'Société',
      switched: 'Vous agissez maintenant pour %{company}',
      switch_failed: "La société n'a pas pu être changée",
      roles: { member: 'Membre', viewer: 'Lecteur (lecture seule)' },
      none: "Vous n'avez accès à aucune société",
      access_ended: 'Votre accès à %{lost} a pris fin. Vous agissez maintenant pour %{company}.',
      access_ended_none: 'Votre accès à %{lost} a pris fin.',
    },
  },
  resources: {
    ...subscriptionsMessages.fr,
    ...catalogMessages.fr,
    ...cartMessages.fr,
    ...ordersMessages.fr,
    ...invoicesMessages.fr,
    ...dashboardMessages.fr,
    ...userGuideMessages.fr,
    ...partnerCompaniesMessages.fr,
    ...partnerOrdersMessages.fr,
    ...partnerNotificationsMessages.fr,
    ...sentMessagesMessages.fr,
    ...provisioningMessages.fr,
    ...driftMessages.fr,
    ...billingMessages.fr,
    ...partnerInvoicesMessages.fr,
    ...reconciliationMessages.fr,
    ...partnerCatalogsMessages.fr,
    ...partnerCatalogBuilderMessages.fr,
    ...partnerTemplatesMessages.fr,
    ...partnerCatalogAssignmentsMessages.fr,
    ...adminCompaniesMessages.fr,
    ...adminPeopleMessages.fr,
    ...accessHistoryMessages.fr,
  },
  pages: {
    admin: {
      menu: {
        profile: 'Profil',
        companies: 'Sociétés',
        people: 'Personnes',
        history: 'Historique des accès',
        access_group: 'Accès',
        my_company_group: 'Ma société',
      },
      never: 'Jamais',
      profile: {
        title: 'Profil',
        details: 'Vos informations',
        email: 'E-mail',
        name: "Nom d'affichage",
        notifications: 'Notifications',
        notifications_hint: 'Lesquelles vous parviennent aussi par e-mail. Vous les retrouvez toujours dans la cloche.',
        notify: { renewals: 'Renouvellements', announcements: 'Annonces', orders: 'Commandes' },
        saved: 'Votre profil est enregistré',
        preferences: 'Langue et thème',
        preferences_hint: "Un changement s'applique aussitôt et vous suit dans tout navigateur.",
        language: 'Langue',
        languages: { en: 'English', fr: 'Français' },
        theme: 'Thème',
        themes: { light: 'Clair', dark: 'Sombre' },
        preferences_saved: 'Vos préférences sont enregistrées',
        sessions: 'Appareils connectés',
        sessions_hint:
          'Portail resté ouvert sur un autre ordinateur, téléphone perdu ? Déconnectez-vous partout ailleurs ; ce navigateur reste connecté.',
        end_other_sessions: 'Me déconnecter de mes autres appareils',
        sessions_ended:
          'Déconnecté de %{smart_count} autre appareil |||| Déconnecté de %{smart_count} autres appareils',
      },
      my_companies: {
        title: 'Mes sociétés',
        name: 'Société',
        role: 'Rôle',
        since: 'Depuis le',
        expires: "Jusqu'au",
        empty: "Vous n'avez encore accès à aucune société. Demandez à votre administrateur.",
      },
      my_history: { title: 'Historique de mes accès', empty: "Rien n'a encore changé dans vos accès." },
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
        granted_by: 'par %{name}',
        grant: "Accorder l'accès",
        change: "Modifier l'accès",
        revoke: 'Retirer',
        revoke_title: "Retirer l'accès",
        revoke_content: "Retirer l'accès de %{name} à %{company} ? Son prochain appel pour cette société sera refusé.",
        granted: 'Accès accordé',
        updated: 'Accès modifié',
        revoked: 'Accès retiré',
        person: 'Personne',
        person_hint: 'Saisissez un nom ou un e-mail',
        pick_person: 'Choisissez une personne',
        role: 'Rôle',
        roles: { member: 'Membre', viewer: 'Lecteur' },
        role_descriptions: {
          member: 'Consulte les données de la société, commande, modifie ses abonnements',
          viewer: 'Consulte les données de la société uniquement',
        },
        expires: 'Expire le (facultatif)',
        expires_hint: 'Laissez vide pour un accès sans date de fin',
        expiry_in_past: "Choisissez aujourd'hui ou une date ultérieure",
        reason: 'Motif',
        reason_hint: "Facultatif ; conservé dans l'historique des accès",
      },
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      companies: 'Vos sociétés',
      current: 'Actuelle',
      no_company: "Vous n'avez encore accès à aucune société. Demandez à votre administrateur.",
    },
    home: {
      title: 'Vos abonnements logiciels, au même endroit',
      subtitle:
        'Connectez-vous avec votre compte professionnel pour gérer vos abonnements, parcourir votre catalogue, commander et suivre vos commandes.',
      open_portal: 'Aller à votre tableau de bord',
      sign_in: 'Se connecter',
      features: {
        subscriptions: 'Modifiez les quantités, les renouvellements et les résiliations en quelques clics.',
        catalog: 'Parcourez et recherchez les produits que votre société peut acheter, à vos prix.',
        orders: 'Vérifiez, validez et suivez chaque commande.',
      },
    },
    error: {
      not_found_title: 'Page introuvable',
      forbidden_text:
        'Votre rôle n’ouvre pas cette page. Si vous en avez besoin, demandez-la à votre administrateur partenaire.',
      not_found_text: "L'adresse que vous avez ouverte ne mène à aucune page du portail.",
      server_title: 'Erreur interne du serveur',
      server_text: 'Un problème est survenu de notre côté. Réessayez, ou revenez dans quelques minutes.',
      status: 'Erreur %{status}',
      go_home: "Aller à la page d'accueil",
      retry: 'Réessayer',
      details: 'Détails',
      unreachable_title: 'Le portail est injoignable',
      unreachable_text:
        'Cette partie du portail n’a pas pu être chargée : le serveur ne répond pas. Nouvel essai automatique ; la page s’ouvre dès son retour.',
      checking: 'Vérification de la connexion…',
    },
    health: {
      banner:
        'Le portail ne peut pas joindre son serveur pour le moment. Vos modifications risquent de ne pas être enregistrées.',
      retry: 'Réessayer',
    },
    login: signInFr.login,
    callback: {
      title: 'Connexion en cours',
      progress: 'Vérification de votre connexion…',
      error_title: "La connexion n'a pas abouti",
      back_to_login: 'Retour à la connexion',
    },
  },
};

export default fr;
