// The catalog screens' texts: resources.catalog.* in English and French.
export const en = {
  catalog: {
    name: 'Catalog',
    search: 'Search products',
    empty: 'No product matches.',
    from: 'From %{price}',
    filters: { category: 'Category', publisher: 'Publisher', term: 'Term', billingFrequency: 'Billing', all: 'All' },
    product: {
      offers: 'Offers',
      choose: 'Choose an offer',
      quantity: 'Quantity',
      bounds: 'Between %{min} and %{max}.',
      add: 'Add to cart',
      added: '%{product} is in your cart',
      back: 'Back to the catalog',
      per_unit: '%{price} per seat',
    },
  },
};

export const fr: typeof en = {
  catalog: {
    name: 'Catalogue',
    search: 'Rechercher des produits',
    empty: 'Aucun produit ne correspond.',
    from: 'À partir de %{price}',
    filters: {
      category: 'Catégorie',
      publisher: 'Éditeur',
      term: 'Durée',
      billingFrequency: 'Facturation',
      all: 'Tous',
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
