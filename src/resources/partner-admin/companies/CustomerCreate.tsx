import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { CompanyDetail } from '../../../../common/api';
import { CustomerForm, toCustomerInput } from './CustomerForm';
import { partnerPaths } from '../../../components/partnerPaths';
import { useNotifyFormFailure } from '../../../components/ErrorAlert';

/** /partner-admin/companies/create: a new customer company, then its page (catalogs and people come next). */
export function CustomerCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFormFailure();
  const redirect = useRedirect();
  return (
    <Create
      resource="partner-admin/companies"
      title={translate('resources.partner-admin/companies.create_title')}
      transform={toCustomerInput}
      mutationOptions={{
        onError: notifyFailure,
        onSuccess: (company: CompanyDetail) => {
          notify('resources.partner-admin/companies.created', { type: 'success', messageArgs: { name: company.name } });
          redirect(partnerPaths.company(company.id));
        },
      }}
    >
      <CustomerForm
        creating
        defaultValues={{
          billingProfiles: [{ name: '', currency: 'USD', poNumber: '' }],
          contacts: [],
          atMicrosoft: 'check',
        }}
      />
    </Create>
  );
}
