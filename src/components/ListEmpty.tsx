import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { LabeledButton } from './LabeledButton';

type ListEmptyProps = {
  /** The sentence (a catalogue key) of a list that has no row at all, nothing being searched: "No company yet.". */
  empty: string;
  /** The sentence (a key) of a search or filters that find nothing: "No customer matches your search or filters.". */
  noMatch: string;
  /** The sentence (a key, given `%{q}`) of a search that finds nothing, where the search's words should be said. */
  noSearchMatch?: string;
  /** Filters that choose what the screen is about (a month) rather than narrow it: never "a filter", never cleared. */
  keep?: string[];
  /** Filters at their default value, which count as none (`{ view: 'attention' }`): clearing goes back to them. */
  defaults?: Record<string, unknown>;
};

/**
 * What a list shows when it has no row, for `<DataTable empty>` and `<SimpleList empty>` (under `<List empty={false}>`):
 * with nothing searched or filtered, that there is none at all; with a search or filters, that none matches them, and
 * a button that clears them (react-admin's `setFilters({})`), so that an empty search never reads as an empty list.
 */
export function ListEmpty({ empty, noMatch, noSearchMatch, keep = [], defaults = {} }: ListEmptyProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const narrowing = Object.entries(values).filter(
    ([name, value]) => !keep.includes(name) && value !== undefined && value !== '' && value !== defaults[name],
  );
  if (narrowing.length === 0) return <EmptyText>{translate(empty)}</EmptyText>;
  const q = typeof values.q === 'string' ? values.q : '';
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => keep.includes(name)));
  return (
    <NothingMatches
      sentence={noSearchMatch && q && narrowing.length === 1 ? translate(noSearchMatch, { q }) : translate(noMatch)}
      onClear={() => setFilters(kept, {})}
    />
  );
}

/**
 * A search or filters that find nothing, in words, and the button that clears them; for a list of its own making
 * (`inset`: padded as inside a list's card, the default).
 */
export function NothingMatches({
  sentence,
  onClear,
  inset = true,
}: {
  sentence: string;
  onClear: () => void;
  inset?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ p: inset ? 2 : 0, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>{sentence}</Typography>
      <LabeledButton label="portal.list.clear" onClick={onClear}>
        <FilterAltOffIcon />
      </LabeledButton>
    </Stack>
  );
}

const EmptyText = ({ children }: { children: string }) => <Typography sx={{ p: 2 }}>{children}</Typography>;
