import { useTranslate } from 'react-admin';

/**
 * A product's category in the reader's language: `categoryName('Productivity')` is "Productivité" in French. The
 * API's name (common/domain.ts's productCategories) stays what is filtered on; one the portal does not know shows as
 * it is.
 */
export function useCategoryName() {
  const translate = useTranslate();
  return (category: string) => translate(`resources.catalog.categories.${category}`, { _: category });
}
