// The partner's customers: `<Resource name="partner-admin/companies" {...customers} />`; a customer's page is at
// /partner-admin/companies/:id and its form at /partner-admin/companies/:id/edit.
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';
import { partnerPaths } from '../../../components/partnerPaths';

const CompanyList = lazy(() =>
  import('../../../features/companies').then((module) => ({ default: module.CompanyList })),
);
const CompanyShow = lazy(() => import('./CompanyShow').then((module) => ({ default: module.CompanyShow })));
const CustomerCreate = lazy(() => import('./CustomerCreate').then((module) => ({ default: module.CustomerCreate })));
const CustomerEdit = lazy(() => import('./CustomerEdit').then((module) => ({ default: module.CustomerEdit })));

export const customers = {
  list: (
    <RequireAccess>
      <CompanyList resource="partner-admin/companies" to={partnerPaths.company} createTo={partnerPaths.companyCreate} />
    </RequireAccess>
  ),
  create: (
    <RequireAccess action="create">
      <CustomerCreate />
    </RequireAccess>
  ),
  children: [
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess action="show">
          <CompanyShow />
        </RequireAccess>
      }
    />,
    <Route
      key="edit"
      path=":id/edit"
      element={
        <RequireAccess action="edit">
          <CustomerEdit />
        </RequireAccess>
      }
    />,
    // Below a customer's page, only its form.
    <Route key="none" path=":id/*" element={<NotFoundPage />} />,
  ],
  icon: CorporateFareIcon,
  options: { label: 'partner.menu.companies', menuGroup: 'sales' },
  recordRepresentation: 'name',
};
