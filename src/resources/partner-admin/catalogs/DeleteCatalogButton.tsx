import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { PartnerCatalog } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { partnerPaths } from '../../../components/partnerPaths';
import { LabeledButton } from '../../../components/LabeledButton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useMutationOnce } from '../../../components/useMutationOnce';

/** Deletes the catalog after a confirmation; the server's 409 (it names the companies using it) shows as is. */
export function DeleteCatalogButton() {
  const catalog = useRecordContext<PartnerCatalog>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const deletion = useMutationOnce({
    mutationFn: (id: number) => dataProvider.deleteCatalog(id),
    onSuccess: () => {
      setOpen(false);
      notify('resources.partner-admin/catalogs.deleted', { type: 'success', messageArgs: { name: catalog?.name } });
      redirect(partnerPaths.catalogs);
    },
  });
  const close = () => {
    setOpen(false);
    deletion.reset();
  };
  if (!catalog) return null;
  return (
    <>
      {/* Contained: red text on the form toolbar's grey stays under 4.5:1 in both themes. */}
      <LabeledButton label="ra.action.delete" color="error" variant="contained" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </LabeledButton>
      <Confirm
        isOpen={open}
        loading={deletion.isPending}
        title={translate('resources.partner-admin/catalogs.delete_title', { name: catalog.name })}
        content={
          <>
            {translate('resources.partner-admin/catalogs.delete_content')}
            {deletion.error && <ErrorAlert error={deletion.error} sx={{ mt: 2 }} />}
          </>
        }
        // Refused: the reason stays in view and the same delete is no longer offered.
        confirm={deletion.isError ? 'ra.action.close' : 'ra.action.delete'}
        confirmColor={deletion.isError ? 'primary' : 'warning'}
        ConfirmIcon={deletion.isError ? CloseIcon : DeleteIcon}
        onConfirm={() => (deletion.isError ? close() : deletion.mutate(catalog.id))}
        onClose={close}
      />
    </>
  );
}
