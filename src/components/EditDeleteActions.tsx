import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useIsPhone } from '../hooks/useIsPhone';
import { LabeledButton } from './LabeledButton';
import { ErrorAlert } from './ErrorAlert';
import { useMutationOnce } from './useMutationOnce';

type EditDeleteActionsProps = {
  /** The edit dialog, given a way to close itself. */
  renderEdit: (close: () => void) => ReactNode;
  /** Removes the row on the server. */
  remove: () => Promise<unknown>;
  deleteLabel?: string;
  /** Already translated: it names the row. */
  confirmTitle: string;
  confirmContent: string;
  deletedMessage: string;
};

/**
 * A row's Edit and Delete buttons (on a phone, a menu of both): the edit dialog, and a confirmed delete that
 * refreshes the list.
 */
export function EditDeleteActions({
  renderEdit,
  remove,
  deleteLabel = 'ra.action.delete',
  confirmTitle,
  confirmContent,
  deletedMessage,
}: EditDeleteActionsProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const removal = useMutationOnce({
    mutationFn: remove,
    onSuccess: () => {
      setRemoving(false);
      notify(deletedMessage, { type: 'success' });
      refresh();
    },
  });
  const close = () => {
    setRemoving(false);
    removal.reset();
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      {isPhone ? (
        <>
          <IconButton
            aria-label={translate('partner.common.actions')}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          {/* Inside the row, within the page's main landmark: portalled to the body, the open menu was content
              outside every landmark (axe "region", at 390 px). */}
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} disablePortal>
            <MenuItem onClick={() => (setMenu(null), setEditing(true))}>
              <ListItemIcon>
                <EditIcon fontSize="small" />
              </ListItemIcon>
              {translate('partner.common.edit')}
            </MenuItem>
            <MenuItem onClick={() => (setMenu(null), setRemoving(true))} sx={{ color: 'error.main' }}>
              <ListItemIcon>
                <DeleteIcon fontSize="small" color="error" />
              </ListItemIcon>
              {translate(deleteLabel)}
            </MenuItem>
          </Menu>
        </>
      ) : (
        <>
          <LabeledButton label="partner.common.edit" onClick={() => setEditing(true)}>
            <EditIcon />
          </LabeledButton>
          <LabeledButton label={deleteLabel} color="error" onClick={() => setRemoving(true)}>
            <DeleteIcon />
          </LabeledButton>
        </>
      )}
      {editing && renderEdit(() => setEditing(false))}
      <Confirm
        isOpen={removing}
        loading={removal.isPending}
        title={confirmTitle}
        content={
          <>
            {translate(confirmContent, { _: confirmContent })}
            {removal.error && <ErrorAlert error={removal.error} sx={{ mt: 2 }} />}
          </>
        }
        // Refused: the reason stays in view and the same delete is no longer offered.
        confirm={removal.isError ? 'ra.action.close' : deleteLabel}
        confirmColor={removal.isError ? 'primary' : 'warning'}
        ConfirmIcon={removal.isError ? CloseIcon : DeleteIcon}
        onConfirm={() => (removal.isError ? close() : removal.mutate())}
        onClose={close}
      />
    </span>
  );
}
