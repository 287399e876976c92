import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentCompany } from '../hooks/useCurrentCompany';

/**
 * Said on every screen while the current company is deactivated: its people may look, but orders and subscription
 * changes wait until the partner reactivates it (the server refuses them with `company_deactivated`).
 */
export function DeactivatedCompanyBanner() {
  const translate = useTranslate();
  const company = useCurrentCompany();
  if (company?.isActive !== false) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0 }}>
      {translate('portal.refusals.company_deactivated')}
    </Alert>
  );
}
