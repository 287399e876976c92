import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState, type Ref } from 'react';
import { useGetList, useGetMany, useInput, useTranslate } from 'react-admin';
import { PaperWithFooter, type PaperWithFooterProps } from './PaperWithFooter';

type Named = { id: number; name: string };

type SearchPickerProps<Multiple extends boolean> = {
  /** The react-admin resource searched with `filter.q` (companies, catalogs). */
  resource: string;
  label: string;
  multiple?: Multiple;
  value: Multiple extends true ? number[] : number | null;
  onChange: (value: Multiple extends true ? number[] : number | null) => void;
  disabled?: boolean;
  helperText?: string;
  /** What is wrong with the choice, in words: shown instead of the helper text. */
  error?: string;
  required?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's name (a form's field). */
  name?: string;
  /** Shown beside a name, to tell apart two of the same name (a catalog's item count…). */
  describe?: (record: Named & Record<string, unknown>) => string | undefined;
};

const shown = 20;

/**
 * A type-ahead over a resource of thousands: each text asks the server for its first 20 matches (never "the first
 * 1,000 and filter here"), and says how many more match when the 20 are not all.
 */
export function SearchPicker<Multiple extends boolean = false>({
  resource,
  label,
  multiple,
  value,
  onChange,
  disabled,
  helperText,
  error,
  required,
  onBlur,
  inputRef,
  name,
  describe,
}: SearchPickerProps<Multiple>) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const ids: number[] = value == null ? [] : Array.isArray(value) ? value : [value as number];
  const found = useGetList<Named>(resource, {
    pagination: { page: 1, perPage: shown },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  // The chosen ones by id, whatever the search shows now.
  const chosen = useGetMany<Named>(resource, { ids }, { enabled: ids.length > 0 });
  const selected = ids.map((id) => chosen.data?.find((record) => record.id === id) ?? { id, name: `#${id}` });
  const more = (found.total ?? 0) - (found.data?.length ?? 0);
  const nameOf = (record: Named) => {
    const detail = describe?.(record as Named & Record<string, unknown>);
    return detail ? `${record.name} (${detail})` : record.name;
  };
  return (
    <Autocomplete<Named, boolean>
      multiple={multiple}
      disabled={disabled}
      options={found.data ?? []}
      loading={found.isFetching}
      value={multiple ? selected : (selected[0] ?? null)}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      getOptionLabel={nameOf}
      // Several chosen: the text typed is the picker's own, or MUI would empty it whenever the chosen ones are
      // read again (after every key, as the search answers), and only the last letter would be searched.
      {...(multiple ? { inputValue: text } : {})}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onChange={(_event, next) => {
        const records = (Array.isArray(next) ? next : next ? [next] : []) as Named[];
        onChange((multiple ? records.map((record) => record.id) : (records[0]?.id ?? null)) as never);
      }}
      onBlur={onBlur}
      noOptionsText={translate('partner.picker.no_match')}
      loadingText={translate('partner.common.loading')}
      slots={{ paper: PaperWithFooter }}
      slotProps={{
        listbox: { 'aria-label': label },
        paper: {
          footer: more > 0 ? translate('partner.picker.more', { smart_count: more }) : undefined,
        } as PaperWithFooterProps,
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          name={name}
          label={label}
          required={required}
          error={!!error}
          helperText={
            error ?? (more > 0 ? translate('partner.picker.more', { smart_count: more }) : (helperText ?? undefined))
          }
        />
      )}
    />
  );
}

type SearchPickerInputProps<Multiple extends boolean> = Omit<
  SearchPickerProps<Multiple>,
  'value' | 'onChange' | 'error' | 'onBlur' | 'inputRef' | 'name'
> & {
  /** The form's field: an id, or ids when `multiple`. */
  source: string;
  /** After the form's value changed (a company chosen clears what depended on the one before). */
  onChange?: (value: Multiple extends true ? number[] : number | null) => void;
};

/**
 * The picker as a react-admin input, for a `<Form>`: its value is the form's `source`, and the form's resolver says
 * what is wrong with it. `disabled` fixes the choice without leaving the form's values (react-hook-form drops a
 * disabled field's).
 */
export function SearchPickerInput<Multiple extends boolean = false>({
  source,
  onChange,
  // Like react-admin's inputs, a line kept for the helper text, so that a refusal moves nothing below.
  helperText = '\u200b',
  ...picker
}: SearchPickerInputProps<Multiple>) {
  const empty = (picker.multiple ? [] : null) as SearchPickerProps<Multiple>['value'];
  // The value is ids, never text: not react-admin's default of '' for none.
  const { field, fieldState } = useInput({ source, format: (value) => value ?? empty, parse: (value) => value });
  return (
    <SearchPicker<Multiple>
      {...picker}
      helperText={helperText}
      name={field.name}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
