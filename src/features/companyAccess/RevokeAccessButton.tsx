import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyPerson } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAccessChanged } from './useAccessChanged';
import { RowActionButton } from '../../components/RowActionButton';
import { ReasonContent } from './ReasonContent';
import { useDescribeError } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';

/**
 * Ends a person's access to the company, after a confirmation; not one's own (the server refuses it). `isIconOnly` in
 * a desk table's row (RowActionButton).
 */
export function RevokeAccessButton({
  companyId,
  companyName,
  isIconOnly = false,
}: {
  companyId: number;
  companyName: string;
  isIconOnly?: boolean;
}) {
  const person = useRecordContext<CompanyPerson>();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accessChanged = useAccessChanged();
  const translate = useTranslate();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const revoke = useMutationOnce({
    mutationFn: (userId: number) => dataProvider.revokeAccess(companyId, userId, reason.trim() || undefined),
    onSuccess: () => {
      notify('pages.admin.access.revoked', { type: 'success' });
      void accessChanged();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => {
      setOpen(false);
      setReason('');
    },
  });
  const { identity } = useGetIdentity();
  if (!person || person.id === identity?.id) return null;
  const name = person.name ?? person.email;
  return (
    <>
      <RowActionButton
        label="pages.admin.access.revoke"
        isIconOnly={isIconOnly}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <RemoveCircleOutlineIcon />
      </RowActionButton>
      <Confirm
        isOpen={isOpen}
        loading={revoke.isPending}
        title="pages.admin.access.revoke_title"
        content={
          <ReasonContent
            text={translate('pages.admin.access.revoke_content', { name, company: companyName })}
            reason={reason}
            onReasonChange={setReason}
          />
        }
        confirm="pages.admin.access.revoke"
        confirmColor="warning"
        ConfirmIcon={RemoveCircleOutlineIcon}
        onConfirm={() => revoke.mutate(person.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
