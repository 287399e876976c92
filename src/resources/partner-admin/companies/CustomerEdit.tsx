import { Edit, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { LinearProgress } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { CompanyDetail } from '../../../../common/api';
import { CustomerForm, toCustomerInput } from './CustomerForm';
import { partnerPaths } from '../../../components/partnerPaths';
import { useNotifyFormFailure } from '../../../components/ErrorAlert';

/** /partner-admin/companies/:id/edit: a customer's name, domain, whether it is active, billing and contacts. */
export function CustomerEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const notifyFailure = useNotifyFormFailure();
  const redirect = useRedirect();
  return (
    <Edit
      resource="partner-admin/companies"
      id={Number(id)}
      title={<CustomerTitle />}
      mutationMode="pessimistic"
      transform={toCustomerInput}
      mutationOptions={{
        onError: notifyFailure,
        onSuccess: (company: CompanyDetail) => {
          notify('resources.partner-admin/companies.saved', { type: 'success', messageArgs: { name: company.name } });
          redirect(partnerPaths.company(company.id));
        },
      }}
    >
      <CompleteCustomerForm />
    </Edit>
  );
}

/** The form, once the company's own answer is in: the list's row (react-admin's stand-in) has no billing profiles. */
function CompleteCustomerForm() {
  const company = useRecordContext<CompanyDetail>();
  if (!company?.billingProfiles) return <LinearProgress />;
  return <CustomerForm toolbar={saveOnly} />;
}

// Save alone: the API deletes no customer (its Delete asked with raw keys and ended in "Resource not found"); the form's
// "Active" switch deactivates one.
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

function CustomerTitle() {
  const translate = useTranslate();
  const company = useRecordContext<CompanyDetail>();
  return <>{translate('resources.partner-admin/companies.edit_title', { name: company?.name ?? '' })}</>;
}
