import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useGetIdentity, useInput, useTranslate, type Validator } from 'react-admin';
import type { Person } from '../../../common/api';
import { peopleSearchLimit } from '../../../common/domain';
import { usePeopleSearch } from './usePeopleSearch';
import { PaperWithFooter, type PaperWithFooterProps } from '../../components/PaperWithFooter';

export const personLabel = (person: Pick<Person, 'name' | 'email'>) =>
  person.name ? `${person.name} (${person.email})` : person.email;

type PersonPickerInputProps = {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  helperText?: string | false;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
  /** Leaves out the signed-in person (nobody grants themselves access). */
  withoutMe?: boolean;
};

/** Picks a person by searching as one types; the form value is the person's id. */
export function PersonPickerInput({ source, label, validate, helperText, withoutMe }: PersonPickerInputProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Person | null>(null);
  const search = usePeopleSearch(text);
  const value: Person | null =
    field.value == null || field.value === ''
      ? null
      : selected?.id === Number(field.value)
        ? selected
        : ({ id: Number(field.value), name: null, email: `#${field.value}` } as Person);
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  // The search answers its first matches only: say so, rather than let the list look complete.
  const firstMatchesOnly =
    search.people.length >= peopleSearchLimit
      ? translate('resources.admin/people.first_matches', { smart_count: peopleSearchLimit })
      : undefined;
  const hint =
    firstMatchesOnly ?? (helperText === false ? undefined : translate(helperText ?? 'pages.admin.access.person_hint'));

  return (
    <Autocomplete<Person>
      sx={{ minWidth: 280 }}
      options={withoutMe ? search.people.filter((person) => person.id !== identity?.id) : search.people}
      value={value}
      filterOptions={(options) => options}
      getOptionLabel={personLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isSearching}
      loadingText={translate('resources.admin/people.searching')}
      noOptionsText={
        search.enabled
          ? translate('resources.admin/people.no_match', { q: search.q })
          : translate('resources.admin/people.search_hint')
      }
      onInputChange={(_, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear') setText('');
      }}
      onChange={(_, person) => {
        setSelected(person);
        field.onChange(person?.id ?? null);
      }}
      onBlur={field.onBlur}
      slots={{ paper: PaperWithFooter }}
      slotProps={{ paper: { footer: firstMatchesOnly } as PaperWithFooterProps }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={translate(label)}
          required={isRequired}
          error={!!error}
          helperText={<InputHelperText error={error} helperText={hint} />}
        />
      )}
    />
  );
}
