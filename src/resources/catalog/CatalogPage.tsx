import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Collapse,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ListBase,
  Pagination,
  Title,
  useDataProvider,
  useListContext,
  useLocale,
  useStore,
  useTranslate,
} from 'react-admin';
import type { CatalogProduct } from '../../../common/api';
import { type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NothingMatches } from '../../components/ListEmpty';
import { useFormatMoney } from '../../components/Money';
import { ProductIcon } from './ProductIcon';
import { useCatalogSearch } from './useCatalogSearch';
import { useCategoryName } from './useCategoryName';
import { useIsPhone } from '../../hooks/useIsPhone';

type Facet = 'category' | 'publisher' | 'term' | 'billingFrequency';

/** /catalog: the products the company may buy, as cards, filtered by facets or searched as one types. */
export function CatalogPage() {
  const translate = useTranslate();
  return (
    <ListBase resource="catalog" sort={{ field: 'name', order: 'ASC' }} perPage={24}>
      <Title title={translate('resources.catalog.name')} />
      <CatalogBody />
    </ListBase>
  );
}

function CatalogBody() {
  const translate = useTranslate();
  const list = useListContext<CatalogProduct>();
  // Kept as react-admin keeps the list's filters: Back to the catalog finds the search as it was.
  const [text, setText] = useStore('catalog.search', '');
  const { q, search } = useCatalogSearch(text);
  const filters = list.filterValues as Partial<Record<Facet, string>>;
  const isSearching = q !== '';
  // The answer renders deferred, in slices between which the search field keeps answering the keys (in one
  // long task otherwise, while one types); until then the earlier answer, or the loading text, stays.
  const answer = useDeferredValue(search.data);
  const products = useMemo(() => {
    if (!isSearching) return list.data ?? [];
    return (answer ?? []).filter(
      (product) =>
        (!filters.category || product.category === filters.category) &&
        (!filters.publisher || product.publisher === filters.publisher) &&
        (!filters.term || product.offers.some((offer) => offer.term === filters.term)) &&
        (!filters.billingFrequency ||
          product.offers.some((offer) => offer.billingFrequency === filters.billingFrequency)),
    );
  }, [isSearching, answer, list.data, filters]);
  const isPending = isSearching ? answer === undefined : list.isPending;
  const error = isSearching ? search.error : list.error;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <SearchAndFilters
        filterCount={Object.values(filters).filter(Boolean).length}
        search={
          <TextField
            size="small"
            placeholder={translate('resources.catalog.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': translate('resources.catalog.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        }
      />
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : products.length === 0 ? (
        // Nothing asked and nothing offered: the company's catalog is empty or paused, not a search that missed.
        isSearching || Object.values(filters).some(Boolean) ? (
          <NothingMatches
            sentence={translate('resources.catalog.none_match')}
            inset={false}
            onClear={() => {
              setText('');
              list.setFilters({}, {});
            }}
          />
        ) : (
          <Alert severity="info">{translate('resources.catalog.nothing_offered')}</Alert>
        )
      ) : (
        <ProductGrid products={products} />
      )}
      {!isSearching && <Pagination rowsPerPageOptions={[12, 24, 48]} />}
    </Stack>
  );
}

/**
 * The search and the facet filters: side by side on a desk; on a phone, the filters fold behind a button that counts
 * those chosen, so the first product shows without scrolling.
 */
function SearchAndFilters({ search, filterCount }: { search: ReactNode; filterCount: number }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  if (!isPhone) {
    return (
      // The search takes the room its words need (French's "Rechercher des produits" was cut to "prod").
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ '& > :first-of-type': { flex: { md: '0 0 280px' } } }}
      >
        {search}
        <FacetFilters />
      </Stack>
    );
  }
  return (
    <Stack spacing={isOpen ? 2 : 0}>
      <Stack direction="row" spacing={1} sx={{ '& > .MuiTextField-root': { flex: 1 } }}>
        {search}
        <Button
          startIcon={<FilterListIcon />}
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
          sx={{ flexShrink: 0 }}
        >
          {filterCount === 0
            ? translate('resources.catalog.filters.button')
            : translate('resources.catalog.filters.button_chosen', { count: filterCount })}
        </Button>
      </Stack>
      <Collapse in={isOpen} id="catalog-filters" unmountOnExit>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
          <FacetFilters />
        </Box>
      </Collapse>
    </Stack>
  );
}

/** The cards; typing in the search does not render them again. */
const ProductGrid = memo(function ProductGrid({ products }: { products: CatalogProduct[] }) {
  return (
    <Grid container spacing={2}>
      {products.map((product) => (
        <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <ProductCard product={product} />
        </Grid>
      ))}
    </Grid>
  );
});

/** The facet filters; typing in the search does not render them again. */
const FacetFilters = memo(function FacetFilters() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, setFilters } = useListContext();
  const categoryName = useCategoryName();
  const locale = useLocale();
  const facets = useQuery({
    queryKey: ['catalog', 'facets'],
    queryFn: () => dataProvider.getCatalogFacets(),
  });
  const options: Record<Facet, { values: string[]; label: (value: string) => string }> = {
    // In the reader's language, in its alphabetical order; the API's name is what is filtered on.
    category: {
      values: [...(facets.data?.categories ?? [])].sort((a, b) =>
        categoryName(a).localeCompare(categoryName(b), locale),
      ),
      label: categoryName,
    },
    publisher: { values: facets.data?.publishers ?? [], label: (value) => value },
    term: {
      values: facets.data?.terms ?? [],
      label: (value) => translate(`resources.subscriptions.terms.${value}`, { _: value }),
    },
    billingFrequency: {
      values: facets.data?.billingFrequencies ?? [],
      label: (value) => translate(`resources.subscriptions.frequencies.${value}`, { _: value }),
    },
  };
  return (
    <>
      {(Object.keys(options) as Facet[]).map((facet) => (
        <TextField
          key={facet}
          select
          size="small"
          sx={{ minWidth: { xs: 0, sm: 160 } }}
          label={translate(`resources.catalog.filters.${facet}`)}
          value={(filterValues as Record<string, string>)[facet] ?? ''}
          onChange={(event) => {
            const { [facet]: _dropped, ...others } = filterValues as Record<string, string>;
            setFilters(event.target.value ? { ...others, [facet]: event.target.value } : others);
          }}
        >
          <MenuItem value="">{translate('resources.catalog.filters.all')}</MenuItem>
          {options[facet].values.map((value) => (
            <MenuItem key={value} value={value}>
              {options[facet].label(value)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  );
});

function ProductCard({ product }: { product: CatalogProduct }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const formatMoney = useFormatMoney();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/catalog/${product.id}`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <ProductIcon iconUrl={product.iconUrl} publisher={product.publisher} />
            <div>
              <Typography variant="h6" component="h2">
                {product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.publisher} · {categoryName(product.category)}
              </Typography>
            </div>
          </Stack>
          <Typography variant="body2">{product.description}</Typography>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {translate('resources.catalog.from', { price: formatMoney(product.fromPrice, product.currency) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
