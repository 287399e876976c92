import EditIcon from '@mui/icons-material/Edit';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import { Typography } from '@mui/material';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIsPhone } from '../../hooks/useIsPhone';
import { BulkEditDialog } from './BulkEditDialog';
import { LabeledButton } from '../../components/LabeledButton';
import { useMutationOnce } from '../../components/useMutationOnce';

type Props = { catalog: PartnerCatalog; seen: Map<number, CatalogItem> };

/** The bulk toolbar: select all N matching the filter (fetched page by page) and change the selection. */
export function ItemBulkActions({ catalog, seen }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, selectedIds, total = 0, filterValues, onSelect } = useListContext<CatalogItem>();
  const [open, setOpen] = useState(false);
  // A phone's toolbar holds the count and two short words, not two sentences.
  const isPhone = useIsPhone();
  useEffect(() => {
    for (const item of data ?? []) seen.set(item.id, item);
  }, [data, seen]);
  const selectAll = useMutationOnce({
    mutationFn: () => dataProvider.getAllCatalogItems(catalog.id, filterValues),
    onSuccess: (items) => {
      for (const item of items) seen.set(item.id, item);
      // Selecting thousands re-renders the table and the toolbar: as a transition, in slices the page answers between.
      startTransition(() => onSelect(items.map((item) => item.id)));
    },
  });
  const selected = useMemo(() => selectedIds.flatMap((id) => seen.get(Number(id)) ?? []), [selectedIds, seen]);
  const allSelected = selectedIds.length >= total;
  return (
    <>
      {allSelected ? (
        selectedIds.length > (data?.length ?? 0) && (
          // The toolbar's own colour is for its buttons: the sentence takes the page's, which reads on its green.
          <Typography variant="body2" color="text.primary" sx={{ alignSelf: 'center' }}>
            {translate('resources.partner-admin/catalogs.items.all_selected', { total })}
          </Typography>
        )
      ) : (
        <LabeledButton
          label={translate(
            selectAll.isPending
              ? 'resources.partner-admin/catalogs.items.fetching_ids'
              : isPhone
                ? 'resources.partner-admin/catalogs.items.select_all_short'
                : 'resources.partner-admin/catalogs.items.select_all_matching',
            { total },
          )}
          disabled={selectAll.isPending}
          onClick={() => selectAll.mutate()}
        >
          <SelectAllIcon />
        </LabeledButton>
      )}
      <LabeledButton
        label={
          isPhone
            ? 'resources.partner-admin/catalogs.items.bulk_edit_short'
            : 'resources.partner-admin/catalogs.items.bulk_edit'
        }
        aria-label={translate('resources.partner-admin/catalogs.items.bulk_edit')}
        onClick={() => setOpen(true)}
      >
        <EditIcon />
      </LabeledButton>
      {open && <BulkEditDialog catalog={catalog} items={selected} onClose={() => setOpen(false)} />}
    </>
  );
}
