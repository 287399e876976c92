import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

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
      noOptionsText={translate('partner.picker.no_match')}
      loadingText={translate('partner.common.loading')}
      slotProps={{ listbox: { 'aria-label': label } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={more > 0 ? translate('partner.picker.more', { smart_count: more }) : (helperText ?? undefined)}
        />
      )}
    />
  );
}
