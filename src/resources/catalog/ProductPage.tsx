import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CatalogProduct } from '../../../common/api';
import { isWithinQuantityBounds } from '../../../common/rules/quantity';
import { type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useCart } from '../../providers/cartStore';
import { useFormatCount, useFormatMoney } from '../../components/Money';
import { ProductIcon } from './ProductIcon';
import { useCategoryName } from './useCategoryName';
import { LabeledButton } from '../../components/LabeledButton';
import { useCurrentCompany } from '../../hooks/useCurrentCompany';
import { useCompanyOfTheRecord } from '../../layout/CompanyOfTheRecord';

/** /catalog/:id: a product, its offers (term, billing frequency, price) and "Add to cart". */
export function ProductPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const product = useQuery({
    queryKey: ['catalog', 'product', id],
    queryFn: () => dataProvider.getCatalogProduct(id!),
  });
  // A product of another of the person's companies' catalogs (Back after a switch, a bookmark) opens there.
  const isLookingElsewhere = useCompanyOfTheRecord('catalog', id, product.error);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={product.data?.name ?? translate('resources.catalog.name')} />
      <div>
        <Link to="/catalog">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ArrowBackIcon fontSize="small" />
            <span>{translate('resources.catalog.product.back')}</span>
          </Stack>
        </Link>
      </div>
      {product.isPending || isLookingElsewhere ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : product.isError ? (
        <ErrorAlert error={product.error} />
      ) : (
        <ProductDetails product={product.data} />
      )}
    </Stack>
  );
}

function ProductDetails({ product }: { product: CatalogProduct }) {
  const translate = useTranslate();
  const company = useCurrentCompany();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  const categoryName = useCategoryName();
  const notify = useNotify();
  const { add } = useCart();
  // "Order again" asks for the subscription's term, billing and seats (?term=P1Y&billing=monthly&quantity=5).
  const [searchParams] = useSearchParams();
  const [priceSheetId, setPriceSheetId] = useState(() => offerAsked(product, searchParams)?.priceSheetId ?? 0);
  const [quantity, setQuantity] = useState(() => quantityAsked(product, searchParams));
  const offer = product.offers.find((candidate) => candidate.priceSheetId === priceSheetId);
  const isQuantityValid = isWithinQuantityBounds(quantity, product);
  const t = (key: string, options = {}) => translate(`resources.catalog.product.${key}`, options);
  const addToCart = () => {
    if (!offer) return;
    add({
      priceSheetId: offer.priceSheetId,
      productId: product.id,
      productName: product.name,
      publisher: product.publisher,
      iconUrl: product.iconUrl,
      term: offer.term,
      billingFrequency: offer.billingFrequency,
      unitPrice: offer.unitPrice,
      currency: offer.currency,
      quantity,
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
    });
    notify('resources.catalog.product.added', { type: 'success', messageArgs: { product: product.name } });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProductIcon iconUrl={product.iconUrl} publisher={product.publisher} size={64} />
            <div>
              <Typography variant="h4" component="h1">
                {product.name}
              </Typography>
              <Typography color="text.secondary">
                {product.publisher} · {categoryName(product.category)}
              </Typography>
            </div>
          </Stack>
          <Typography>{product.description}</Typography>
          <Typography variant="h6" component="h2">
            {t('offers')}
          </Typography>
          <RadioGroup
            aria-label={t('choose')}
            value={String(priceSheetId)}
            onChange={(event) => setPriceSheetId(Number(event.target.value))}
          >
            {product.offers.map((candidate) => (
              <FormControlLabel
                key={candidate.priceSheetId}
                value={String(candidate.priceSheetId)}
                control={<Radio />}
                label={`${translate(`resources.subscriptions.terms.${candidate.term}`)} · ${translate(
                  `resources.subscriptions.frequencies.${candidate.billingFrequency}`,
                )} · ${t('per_unit', { price: formatMoney(candidate.unitPrice, candidate.currency) })}`}
              />
            ))}
          </RadioGroup>
          <TextField
            type="number"
            label={t('quantity')}
            sx={{ maxWidth: 200 }}
            value={Number.isNaN(quantity) ? '' : quantity}
            onChange={(event) => setQuantity(event.target.value === '' ? Number.NaN : Number(event.target.value))}
            error={!isQuantityValid}
            helperText={t('bounds', { min: formatCount(product.minQuantity), max: formatCount(product.maxQuantity) })}
            slotProps={{ htmlInput: { min: product.minQuantity, max: product.maxQuantity, step: 1 } }}
          />
          {/* A viewer may look at the catalog but not order: told here, not at checkout. */}
          {company?.isActive === false ? (
            <Alert severity="warning">{translate('portal.refusals.company_deactivated')}</Alert>
          ) : company?.role === 'viewer' ? (
            <Alert severity="info">{translate('resources.cart.viewer')}</Alert>
          ) : (
            <div>
              <LabeledButton
                label="resources.catalog.product.add"
                variant="contained"
                disabled={!offer || !isQuantityValid}
                // The second click of a double click (its `detail` counts 2) is not another seat.
                onClick={(event) => event.detail <= 1 && addToCart()}
              >
                <AddShoppingCartIcon />
              </LabeledButton>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The offer a link asks for by term and billing (?term=&billing=), or the first one. */
function offerAsked(product: CatalogProduct, searchParams: URLSearchParams) {
  const term = searchParams.get('term');
  const billing = searchParams.get('billing');
  return (
    product.offers.find((offer) => offer.term === term && offer.billingFrequency === billing) ??
    product.offers.find((offer) => offer.term === term) ??
    product.offers[0]
  );
}

/** The seats a link asks for (?quantity=), within the product's bounds; else the least it may be ordered in. */
function quantityAsked(product: CatalogProduct, searchParams: URLSearchParams) {
  const least = Math.max(1, product.minQuantity);
  const asked = Number(searchParams.get('quantity'));
  return Number.isInteger(asked) && asked > 0 ? Math.min(Math.max(asked, least), product.maxQuantity) : least;
}
