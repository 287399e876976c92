import type { en } from './messages.en';

export const fr: typeof en = {
  catalog: {
    name: 'Catalogue',
    search: 'Rechercher des produits',
    empty: 'Aucun produit ne correspond.',
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
