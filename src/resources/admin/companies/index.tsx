// Every company and who may act in it, for support staff: the registration of /admin/companies;
// a company's people at /admin/companies/:id.
import BusinessIcon from '@mui/icons-material/Business';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const CompanyList = lazyNamed(() => import('../../../features/companies'), 'CompanyList', 'staff');
const CompanyShow = lazyNamed(() => import('./CompanyShow'), 'CompanyShow', 'staff');

export const companies = {
  name: 'admin/companies',
  endpoint: 'partner/companies',
  list: withAccess(<CompanyList />),
  children: [
    <Route key="show" path=":id" element={withAccess(<CompanyShow />, 'show')} />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: BusinessIcon,
  options: { label: 'pages.admin.menu.companies', menuGroup: 'access' },
};
