import { BooleanInput, NumberInput, RadioButtonGroupInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { PartnerCatalog } from '../../../common/api';
import { addItemsRequestSchema } from '../../../common/api/partner-catalogs';
import { effectivePriceOf } from './bulkChanges';
import type { ChosenSheets } from './PriceSheetPicker';

const words = 'resources.partner-admin/catalogs.add_items';
const { markupPercent, priceOverride, isVisible } = addItemsRequestSchema.shape;

/**
 * The price for every sheet added, as POST .../items takes it: the catalog's default markup, a markup or a fixed
 * price (the one chosen required, the other left out), and the visibility.
 */
export const pricingSchema = z.discriminatedUnion('pricing', [
  z.object({ pricing: z.literal('default'), isVisible }),
  z.object({ pricing: z.literal('markup'), markupPercent: markupPercent.unwrap().unwrap(), isVisible }),
  z.object({ pricing: z.literal('fixed'), priceOverride: priceOverride.unwrap().unwrap(), isVisible }),
]);
export type Pricing = z.infer<typeof pricingSchema>;
export const defaultPricing = { pricing: 'default', markupPercent: null, priceOverride: null, isVisible: true };

const pricingChoices = ['default', 'markup', 'fixed'].map((id) => ({ id, name: `${words}.pricing_${id}` }));

/** The pricing part of the add-items form: one price and one visibility for all the sheets chosen. */
export function AddItemsPricing() {
  const pricing = useWatch({ name: 'pricing' }) as Pricing['pricing'];
  return (
    <>
      <RadioButtonGroupInput source="pricing" label={`${words}.pricing`} choices={pricingChoices} helperText={false} />
      {pricing === 'markup' && <NumberInput source="markupPercent" label={`${words}.markup`} />}
      {pricing === 'fixed' && <NumberInput source="priceOverride" label={`${words}.fixed_price`} />}
      <BooleanInput source="isVisible" label={`${words}.visible`} helperText={false} />
    </>
  );
}

/** How many of the chosen sheets the form's price, once valid, sells at zero or below their cost. */
export function useCountBelowCost(catalog: PartnerCatalog, chosen: ChosenSheets) {
  const { isValid } = useFormState();
  const [pricing, markup, fixed] = useWatch({ name: ['pricing', 'markupPercent', 'priceOverride'] }) as [
    Pricing['pricing'],
    number | null,
    number | null,
  ];
  if (!isValid) return 0;
  return [...chosen.values()].filter((cost) => {
    const price = effectivePriceOf(
      {
        basePrice: cost,
        markupPercent: pricing === 'markup' ? markup : null,
        priceOverride: pricing === 'fixed' ? fixed : null,
      },
      catalog.defaultMarkupPercent,
    );
    return price <= cost;
  }).length;
}
