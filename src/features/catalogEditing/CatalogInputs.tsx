import { BooleanInput, maxValue, minValue, NumberInput, required, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The fields a catalog's create and edit forms share. */
export function CatalogInputs() {
  const defaultMarkup = useWatch<{ defaultMarkupPercent: number | null }>({ name: 'defaultMarkupPercent' });
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline />
      <NumberInput
        source="defaultMarkupPercent"
        min={-100}
        max={1000}
        validate={[minValue(-100), maxValue(1000)]}
        helperText={
          defaultMarkup !== null && defaultMarkup <= 0
            ? 'resources.partner-admin/catalogs.markup_at_or_below_cost'
            : undefined
        }
      />
      <BooleanInput source="isActive" />
    </>
  );
}

/** The API refuses `null` where it wants a value left out: drops empty fields before sending. */
export function withoutEmptyFields<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== '')) as Partial<T>;
}
