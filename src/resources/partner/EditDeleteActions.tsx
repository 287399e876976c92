import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { LabeledButton } from '../LabeledButton';

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

/** A row's Edit and Delete buttons: the edit dialog, and a confirmed delete that refreshes the list. */
export function EditDeleteActions({
  renderEdit,
  remove,
  deleteLabel = 'partner.common.delete',
  confirmTitle,
  confirmContent,
  deletedMessage,
}: EditDeleteActionsProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setRemoving(false);
      notify(deletedMessage, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <LabeledButton label="partner.common.edit" onClick={() => setEditing(true)}>
        <EditIcon />
      </LabeledButton>
      <LabeledButton label={deleteLabel} color="error" onClick={() => setRemoving(true)}>
        <DeleteIcon />
      </LabeledButton>
      {editing && renderEdit(() => setEditing(false))}
      <Confirm
        isOpen={removing}
        loading={removal.isPending}
        title={confirmTitle}
        content={confirmContent}
        confirm={deleteLabel}
        onConfirm={() => removal.mutate()}
        onClose={() => setRemoving(false)}
      />
    </span>
  );
}
