import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { type AppDataProvider } from '../../providers/dataProvider';

export const searchDelayMs = 300;

/** Search as one types: waits for a pause, aborts the earlier request, and shows only the last answer. */
export function useCatalogSearch(text: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  // A new key leaves the earlier query without observers: react-query aborts its request through `signal`.
  const search = useQuery({
    queryKey: ['catalog', 'search', q],
    queryFn: ({ signal }) => dataProvider.searchCatalog(q, { signal }),
    enabled: q !== '',
  });
  return { q, search };
}
