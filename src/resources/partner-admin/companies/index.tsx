// The partner's customers: the registration of /partner-admin/companies; a customer's page is at
// /partner-admin/companies/:id and its form at /partner-admin/companies/:id/edit.
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { partnerPaths } from '../../../components/partnerPaths';
import { lazyNamed } from '../../../components/lazyNamed';

const CompanyList = lazyNamed(() => import('../../../features/companies'), 'CompanyList', 'staff');
const CompanyShow = lazyNamed(() => import('./CompanyShow'), 'CompanyShow', 'staff');
const CustomerCreate = lazyNamed(() => import('./CustomerCreate'), 'CustomerCreate', 'staff');
const CustomerEdit = lazyNamed(() => import('./CustomerEdit'), 'CustomerEdit', 'staff');

export const customers = {
  name: 'partner-admin/companies',
  endpoint: 'partner/companies',
  list: withAccess(
    <CompanyList resource="partner-admin/companies" to={partnerPaths.company} createTo={partnerPaths.companyCreate} />,
  ),
  create: withAccess(<CustomerCreate />, 'create'),
  children: [
    <Route key="show" path=":id" element={withAccess(<CompanyShow />, 'show')} />,
    <Route key="edit" path=":id/edit" element={withAccess(<CustomerEdit />, 'edit')} />,
    // Below a customer's page, only its form.
    <Route key="none" path=":id/*" element={<NotFoundPage />} />,
  ],
  icon: CorporateFareIcon,
  options: { label: 'partner.menu.companies', menuGroup: 'sales' },
  recordRepresentation: 'name',
};
