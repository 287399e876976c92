import { Typography } from '@mui/material';
import { useRef } from 'react';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { terms } from '../../../common/domain';
import { useIsPhone } from '../../hooks/useIsPhone';
import { AddItemsButton } from './AddItemsDialog';
import { ItemBulkActions } from './ItemBulkActions';
import { ItemRowActions } from './ItemRowActions';
import { ListError } from '../../components/ErrorAlert';
import { ListEmpty } from '../../components/ListEmpty';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { useItemExporter } from './useItemExporter';
import { ImportItemsButton } from './ImportItemsDialog';
import { MoneyField } from '../../components/Money';
import { ItemMargin, ItemMarkup, ItemPriceFacts, ItemProduct } from './ItemFields';
import { itemsResource } from '../../components/partnerPaths';
import { HiddenColumnLabel } from '../../components/HiddenColumnLabel';

/** A column whose heading and figures are short: each stays on one line ("Sell price", "default (10%)"). */
const oneLine = { whiteSpace: 'nowrap' } as const;

/** The buttons on a line of their own, above the filters: beside them, they pushed two filters onto a second line. */
const actionsOverFilters = { '& .RaList-actions': { flexDirection: 'column-reverse', alignItems: 'stretch' } } as const;

/**
 * Nine columns in a desk's width: half the usual room between them, so that the product keeps its share; on a phone,
 * the row's menu button at the edge.
 */
const denseColumns = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 0.5, sm: 2 } },
} as const;

export const termChoices = terms.map((term) => ({
  id: term,
  name: `resources.subscriptions.terms.${term}`,
}));

/**
 * A catalog's items with their prices: filters, one-by-one edits, adding from price sheets, bulk changes. `title` (a
 * catalogue key) heads them, on the line of their buttons.
 */
export function CatalogItems({ catalog, title }: { catalog: PartnerCatalog; title?: string }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  // Every item seen on any page, so a selection made across pages keeps its prices for the preview.
  const seen = useRef(new Map<number, CatalogItem>());
  const exporter = useItemExporter(catalog);
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.partner-admin/catalogs.items.search')}
      sx={{ width: { sm: '18rem' } }}
    />,
    <TextInput
      key="publisher"
      source="publisher"
      label="resources.partner-admin/catalogs.items.fields.publisher"
      alwaysOn
      resettable
    />,
    <SelectInput
      key="term"
      source="term"
      label="resources.partner-admin/catalogs.items.fields.term"
      choices={termChoices}
      alwaysOn
    />,
    <NullableBooleanInput
      key="isVisible"
      source="isVisible"
      label="resources.partner-admin/catalogs.items.fields.isVisible"
      alwaysOn
    />,
  ];
  return (
    <List
      resource={itemsResource(catalog.id)}
      title={false}
      disableSyncWithLocation
      storeKey={false}
      filters={filters}
      sx={actionsOverFilters}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {title && (
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {translate(title)}
            </Typography>
          )}
          <AddItemsButton catalog={catalog} />
          <ImportItemsButton catalog={catalog} />
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      <DataTable<CatalogItem>
        sx={denseColumns}
        bulkActionButtons={<ItemBulkActions catalog={catalog} seen={seen.current} />}
        empty={
          <ListEmpty
            empty="resources.partner-admin/catalogs.items.empty"
            noMatch="resources.partner-admin/catalogs.items.none_match"
          />
        }
      >
        {/* The product takes the room the others leave: they keep their words and figures on one line. */}
        <DataTable.Col
          source="productName"
          label="resources.partner-admin/catalogs.items.fields.productName"
          sx={{ width: '100%' }}
        >
          <ItemProduct withPublisher={isPhone} />
          {isPhone && <ItemPriceFacts defaultMarkupPercent={catalog.defaultMarkupPercent} />}
        </DataTable.Col>
        {!isPhone && (
          <DataTable.Col source="publisher" label="resources.partner-admin/catalogs.items.fields.publisher" />
        )}
        {!isPhone && (
          <DataTable.Col
            source="basePrice"
            label="resources.partner-admin/catalogs.items.fields.basePrice"
            align="right"
            sx={oneLine}
          >
            <MoneyField source="basePrice" />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            source="markupPercent"
            label="resources.partner-admin/catalogs.items.fields.markupPercent"
            align="right"
            sx={oneLine}
          >
            <ItemMarkup defaultMarkupPercent={catalog.defaultMarkupPercent} />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            source="effectivePrice"
            label="resources.partner-admin/catalogs.items.fields.effectivePrice"
            align="right"
            sx={oneLine}
          >
            <MoneyField source="effectivePrice" />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            label="resources.partner-admin/catalogs.items.fields.margin"
            align="right"
            disableSort
            sx={oneLine}
          >
            <ItemMargin stacked />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col source="isVisible" label="resources.partner-admin/catalogs.items.fields.isVisible" disableSort>
            <BooleanField source="isVisible" />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.NumberCol source="position" label="resources.partner-admin/catalogs.items.fields.position" />
        )}
        <DataTable.Col label={<HiddenColumnLabel name="actions" />} disableSort>
          <ItemRowActions catalog={catalog} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
