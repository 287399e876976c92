import { refundWindowDays } from '../../../common/rules/refund-window';
import type { en } from './messages.en';

export const fr: typeof en = {
  cart: {
    name: 'Panier',
    empty: 'Votre panier est vide.',
    browse: 'Parcourir le catalogue',
    fields: {
      product: 'Produit',
      offer: 'Durée et facturation',
      quantity: 'Quantité',
      unitPrice: 'Prix unitaire',
      lineTotal: 'Total de la ligne',
    },
    remove: 'Retirer %{product}',
    remove_short: 'Retirer',
    each: '%{price} l’unité',
    fix_lines: 'Corrigez les lignes signalées ci-dessus pour continuer.',
    not_offered: 'N’est plus au catalogue de votre société : retirez cette ligne.',
    makes_subscription: 'Devient un nouvel abonnement',
    adds_seats:
      'Ajoute %{smart_count} licence à votre abonnement (%{total} en tout) |||| Ajoute %{smart_count} licences à votre abonnement (%{total} en tout)',
    locked_price:
      'Au prix de votre période en cours, %{price} par licence ; le prix du catalogue, %{catalog}, s’applique à son renouvellement.',
    price_up: 'Le prix a augmenté depuis l’ajout : %{now}, au lieu de %{before}.',
    price_down: 'Le prix a baissé depuis l’ajout : %{now}, au lieu de %{before}.',
    prices_changed:
      'Les prix ont changé depuis votre vérification : contrôlez les nouveaux prix ci-dessus, puis passez la commande.',
    charged: 'Total facturé : %{total}',
    total_once_approved: 'Total, facturé une fois approuvée : %{total}',
    totals: 'Totaux',
    total_per: '%{frequency} : %{total}',
    review: 'Vérifier la commande',
    back_to_cart: 'Retour au panier',
    checkout: 'Passer au paiement',
    review_title: 'Vérifiez votre commande',
    company: 'Société :',
    billing_profile: 'Profil de facturation',
    default_profile: 'par défaut',
    no_profile: 'Aucun profil de facturation : celui par défaut de la société s’applique.',
    terms_note: `Chaque ligne dit ce qu’elle fera. Les licences ajoutées peuvent être retirées sous ${refundWindowDays} jours.`,
    checkout_title: 'Validation de la commande',
    place: 'Passer la commande',
    placing: 'Commande en cours…',
    placed: 'La commande %{number} est passée',
    awaits_approval:
      'Elle attend l’approbation de votre partenaire : vos abonnements changeront une fois approuvée, et vous en serez averti.',
    order_status: 'Statut : %{status}',
    see_order: 'Voir la commande',
    see_subscriptions: 'Voir vos abonnements',
    sign_in_to_shop: 'Se connecter pour parcourir le catalogue',
    sign_in_to_order: 'Se connecter pour passer la commande',
    signed_out: 'Vous n’êtes pas connecté. Connectez-vous et vous reviendrez ici avec votre panier.',
    viewer: 'Vous pouvez consulter cette société mais pas commander pour elle.',
    invalid_quantity: 'Entre %{min} et %{max}.',
  },
};
