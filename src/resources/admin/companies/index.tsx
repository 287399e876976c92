// Every company and who may act in it, for support staff: `<Resource name="admin/companies" {...companies} />`;
// a company's people at /admin/companies/:id.
import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const CompanyList = lazy(() =>
  import('../../../features/companies').then((module) => ({ default: module.CompanyList })),
);
const CompanyShow = lazy(() => import('./CompanyShow').then((module) => ({ default: module.CompanyShow })));

export const companies = {
  list: (
    <RequireAccess>
      <CompanyList />
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
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: BusinessIcon,
  options: { label: 'pages.admin.menu.companies', menuGroup: 'access' },
};
