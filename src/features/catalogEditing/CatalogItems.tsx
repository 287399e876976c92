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
  useRecordContext,
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
import { MoneyField, useFormatPercent } from '../../components/Money';
import { ItemMargin, ItemPrices, ItemProduct } from './ItemFields';
import { itemsResource } from '../../components/partnerPaths';
import { HiddenColumnLabel } from '../../components/HiddenColumnLabel';

export const termChoices = terms.map((term) => ({
  id: term,
  name: `resources.subscriptions.terms.${term}`,
}));

/** A catalog's items with their prices: filters, one-by-one edits, adding from price sheets, bulk changes. */
export function CatalogItems({ catalog }: { catalog: PartnerCatalog }) {
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
      actions={
        <TopToolbar>
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
        bulkActionButtons={<ItemBulkActions catalog={catalog} seen={seen.current} />}
        empty={
          <ListEmpty
            empty="resources.partner-admin/catalogs.items.empty"
            noMatch="resources.partner-admin/catalogs.items.none_match"
          />
        }
      >
        <DataTable.Col source="productName" label="resources.partner-admin/catalogs.items.fields.productName">
          <ItemProduct withPublisher={isPhone} />
        </DataTable.Col>
        {!isPhone && (
          <DataTable.Col source="publisher" label="resources.partner-admin/catalogs.items.fields.publisher" />
        )}
        {isPhone && (
          <DataTable.Col
            source="effectivePrice"
            label="resources.partner-admin/catalogs.items.fields.effectivePrice"
            align="right"
          >
            <ItemPrices />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            source="basePrice"
            label="resources.partner-admin/catalogs.items.fields.basePrice"
            align="right"
          >
            <MoneyField source="basePrice" />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            source="markupPercent"
            label="resources.partner-admin/catalogs.items.fields.markupPercent"
            align="right"
          >
            <MarkupField catalog={catalog} />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col
            source="effectivePrice"
            label="resources.partner-admin/catalogs.items.fields.effectivePrice"
            align="right"
          >
            <MoneyField source="effectivePrice" />
          </DataTable.Col>
        )}
        {!isPhone && (
          <DataTable.Col label="resources.partner-admin/catalogs.items.fields.margin" align="right" disableSort>
            <ItemMargin />
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

/** The item's markup, its fixed price, or the catalog's default markup it falls back to. */
function MarkupField({ catalog }: { catalog: PartnerCatalog }) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const item = useRecordContext<CatalogItem>();
  if (!item) return null;
  if (item.priceOverride != null)
    return <>{translate('resources.partner-admin/catalogs.items.fields.priceOverride')}</>;
  if (item.markupPercent == null)
    return (
      <>
        {translate('resources.partner-admin/catalogs.items.default_markup', {
          percent: formatPercent(catalog.defaultMarkupPercent),
        })}
      </>
    );
  return <>{formatPercent(item.markupPercent)}</>;
}
