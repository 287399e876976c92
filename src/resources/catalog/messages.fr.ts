import type { en } from './messages.en';

export const fr: typeof en = {
  catalog: {
    name: 'Catalogue',
    search: 'Rechercher des produits',
    none_match: 'Aucun produit ne correspond à votre recherche ou à vos filtres.',
    nothing_offered:
      'Le catalogue de votre société ne propose rien pour le moment : aucun catalogue ne lui est ouvert aujourd’hui. Demandez à votre partenaire d’en ouvrir un.',
    from: 'À partir de %{price}',
    filters: {
      category: 'Catégorie',
      publisher: 'Éditeur',
      term: 'Durée',
      billingFrequency: 'Facturation',
      all: 'Tous',
      button: 'Filtres',
      button_chosen: 'Filtres (%{count})',
    },
    categories: {
      Analytics: 'Analytique',
      'Business apps': 'Applications métier',
      Collaboration: 'Collaboration',
      Design: 'Conception',
      Development: 'Développement',
      Productivity: 'Productivité',
      Security: 'Sécurité',
      Storage: 'Stockage',
    },
    product: {
      offers: 'Offres',
      choose: 'Choisissez une offre',
      quantity: 'Quantité',
      bounds: 'Entre %{min} et %{max}.',
      add: 'Ajouter au panier',
      added: '%{product} est dans votre panier',
      back: 'Retour au catalogue',
      per_unit: '%{price} par licence',
    },
  },
};
