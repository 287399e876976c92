import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Person } from '../../../common/api';
import { type AppDataProvider } from '../../providers/dataProvider';

export const minSearchLength = 2;
export const peopleSearchKey = ['admin', 'people-search'];

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * GET /multi-tenant/users/search as one types: debounced, and the last answer wins (each text is its own query;
 * an answer for an older text is dropped, and its request aborted).
 */
export function usePeopleSearch(text: string, delayMs = 300) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const typed = text.trim();
  const q = useDebouncedValue(typed, delayMs);
  const enabled = q.length >= minSearchLength;
  const query = useQuery({
    queryKey: [...peopleSearchKey, q],
    queryFn: ({ signal }) => dataProvider.searchPeople(q, { signal }),
    enabled,
  });
  return {
    q,
    enabled,
    isSearching: typed !== q || (enabled && query.isFetching),
    people: enabled ? (query.data ?? ([] as Person[])) : [],
    isPending: enabled && query.isPending,
    error: enabled ? query.error : null,
  };
}
