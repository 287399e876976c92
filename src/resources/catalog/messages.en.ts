// The catalog screens' texts: resources.catalog.* in English and French.
export const en = {
  catalog: {
    name: 'Catalog',
    search: 'Search products',
    empty: 'No product matches.',
    nothing_offered:
      'Your company’s catalog offers nothing at the moment: no catalog is open to it today. Ask your partner to open one.',
    from: 'From %{price}',
    filters: {
      category: 'Category',
      publisher: 'Publisher',
      term: 'Term',
      billingFrequency: 'Billing',
      all: 'All',
      button: 'Filters',
      button_chosen: 'Filters (%{count})',
    },
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
