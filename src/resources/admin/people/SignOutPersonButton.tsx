import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { Person } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { RowActionButton } from '../../../components/RowActionButton';
import { useDescribeError } from '../../../components/ErrorAlert';
import { useMutationOnce } from '../../../components/useMutationOnce';

/**
 * Signs a person out everywhere (a lost laptop, a shared account), after a confirmation; they may sign in again.
 * `isIconOnly` in a desk table's row (RowActionButton).
 */
export function SignOutPersonButton({ isIconOnly = false }: { isIconOnly?: boolean }) {
  const person = useRecordContext<Person>();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isOpen, setOpen] = useState(false);
  const signOut = useMutationOnce({
    mutationFn: (id: number) => dataProvider.endSessionsOfPerson(id),
    onSuccess: ({ ended }) =>
      notify('resources.admin/people.signed_out_done', {
        type: 'success',
        messageArgs: { name: person?.name ?? person?.email ?? '', smart_count: ended },
      }),
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!person || person.isDisabled) return null;
  const name = person.name ?? person.email;
  return (
    <>
      <RowActionButton
        label="resources.admin/people.sign_out"
        isIconOnly={isIconOnly}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <LogoutIcon />
      </RowActionButton>
      <Confirm
        isOpen={isOpen}
        loading={signOut.isPending}
        title="resources.admin/people.sign_out_title"
        titleTranslateOptions={{ name }}
        content="resources.admin/people.sign_out_content"
        contentTranslateOptions={{ name }}
        confirm="resources.admin/people.sign_out"
        ConfirmIcon={LogoutIcon}
        onConfirm={() => signOut.mutate(person.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
