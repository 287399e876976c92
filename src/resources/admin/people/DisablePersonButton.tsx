import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Person } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useAccessChanged, ReasonContent } from '../../../features/companyAccess';
import { RowActionButton } from '../../../components/RowActionButton';
import { useDescribeError } from '../../../components/ErrorAlert';
import { useMutationOnce } from '../../../components/useMutationOnce';

/**
 * Disables a person (their next call is refused) or re-enables them, after a confirmation. `isIconOnly` in a desk
 * table's row (RowActionButton).
 */
export function DisablePersonButton({ isIconOnly = false }: { isIconOnly?: boolean }) {
  const person = useRecordContext<Person>();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accessChanged = useAccessChanged();
  const translate = useTranslate();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const change = useMutationOnce({
    mutationFn: ({ id, isDisabled }: { id: number; isDisabled: boolean }) =>
      dataProvider.setPersonDisabled(id, isDisabled, reason.trim() || undefined),
    onSuccess: (updated, { isDisabled }) => {
      notify(isDisabled ? 'resources.admin/people.disabled_done' : 'resources.admin/people.enabled_done', {
        type: 'success',
        messageArgs: { name: updated?.name ?? updated?.email ?? '' },
      });
      void accessChanged();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => {
      setOpen(false);
      setReason('');
    },
  });
  if (!person) return null;
  const name = person.name ?? person.email;
  const disabling = !person.isDisabled;
  return (
    <>
      <RowActionButton
        label={disabling ? 'resources.admin/people.disable' : 'resources.admin/people.enable'}
        isIconOnly={isIconOnly}
        color={disabling ? 'warning' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {disabling ? <BlockIcon /> : <CheckCircleOutlineIcon />}
      </RowActionButton>
      <Confirm
        isOpen={isOpen}
        loading={change.isPending}
        title={disabling ? 'resources.admin/people.disable_title' : 'resources.admin/people.enable_title'}
        titleTranslateOptions={{ name }}
        content={
          <ReasonContent
            text={translate(
              disabling ? 'resources.admin/people.disable_content' : 'resources.admin/people.enable_content',
              {
                name,
              },
            )}
            reason={reason}
            onReasonChange={setReason}
          />
        }
        confirm={disabling ? 'resources.admin/people.disable' : 'resources.admin/people.enable'}
        confirmColor={disabling ? 'warning' : 'primary'}
        ConfirmIcon={disabling ? BlockIcon : CheckCircleOutlineIcon}
        onConfirm={() => change.mutate({ id: person.id, isDisabled: disabling })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
