import { BooleanInput, NumberInput, required, TextInput } from 'react-admin';

/** The fields a catalog's create and edit forms share. */
export function CatalogInputs() {
  return (
    <>
      <TextInput source="name" label="partner.catalogs.fields.name" validate={required()} />
      <TextInput source="description" label="partner.catalogs.fields.description" multiline />
      <NumberInput
        source="defaultMarkupPercent"
        label="partner.catalogs.fields.defaultMarkupPercent"
        min={-100}
        max={1000}
      />
      <BooleanInput source="isActive" label="partner.catalogs.fields.isActive" />
    </>
  );
}

/** The API refuses `null` where it wants a value left out: drops empty fields before sending. */
export function withoutEmptyFields<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== '')) as Partial<T>;
}
