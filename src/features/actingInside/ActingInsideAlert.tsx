import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useActInside } from './useActInside';
import { useDescribeError } from '../../components/ErrorAlert';

/** "You are acting inside <company>" with "Leave", on every page, until the partner administrator leaves. */
export function ActingInsideAlert() {
  const translate = useTranslate();
  const describeError = useDescribeError();
  const { acting, leave } = useActInside();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [currentCompanyId, setCurrentCompanyId] = useState<string | null>(null);
  useEffect(() => {
    void dataProvider.getCurrentCompanyId().then(setCurrentCompanyId);
  }, [dataProvider, acting]);
  if (!acting || currentCompanyId !== String(acting.companyId)) return null;
  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" disabled={leave.isPending} onClick={() => leave.mutate()}>
          {translate('resources.partner-admin/companies.leave')}
        </Button>
      }
    >
      {translate('resources.partner-admin/companies.acting_inside', { company: acting.companyName })}
      {leave.error ? ` — ${describeError(leave.error)}` : ''}
    </Alert>
  );
}
