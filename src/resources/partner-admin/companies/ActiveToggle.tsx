import BlockIcon from '@mui/icons-material/Block';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { CompanySummary } from '../../../../common/api';
import { useDescribeError } from '../../../components/ErrorAlert';

/** Deactivates the customer in context (asking first, saying what it means) or reactivates it. */
export function ActiveToggle() {
  const company = useRecordContext<CompanySummary>();
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const [isAsking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<CompanySummary>();
  if (!company) return null;
  const setActive = (isActive: boolean) =>
    update(
      'partner-admin/companies',
      { id: company.id, data: { isActive }, previousData: company },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(
            isActive
              ? 'resources.partner-admin/companies.reactivated'
              : 'resources.partner-admin/companies.deactivated',
            { type: 'success', messageArgs: { name: company.name } },
          );
        },
        onError: (error) => {
          setAsking(false);
          notify(describeError(error), { type: 'error' });
        },
      },
    );
  if (!company.isActive)
    return (
      <Button startIcon={<RestartAltIcon />} disabled={isPending} onClick={() => setActive(true)}>
        {translate('resources.partner-admin/companies.reactivate')}
      </Button>
    );
  return (
    <>
      <Button color="error" startIcon={<BlockIcon />} disabled={isPending} onClick={() => setAsking(true)}>
        {translate('resources.partner-admin/companies.deactivate')}
      </Button>
      <Confirm
        isOpen={isAsking}
        loading={isPending}
        title={translate('resources.partner-admin/companies.deactivate_title', { name: company.name })}
        content={translate('resources.partner-admin/companies.deactivate_content', { smart_count: company.userCount })}
        confirm="resources.partner-admin/companies.deactivate"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onConfirm={() => setActive(false)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
