// The catalog screens' texts: resources.catalog.* in English and French.
import type { ProductCategory } from '../../../common/domain';

export const en = {
  catalog: {
    name: 'Catalog',
    search: 'Search products',
    none_match: 'No product matches your search or filters.',
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
    // The products' categories (common/domain.ts) in the reader's language, by the name the API gives them: English
    // shows that name as it is (useCategoryName's fallback, kept out of every first load); French names each.
    categories: {} as Record<ProductCategory, string>,
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
