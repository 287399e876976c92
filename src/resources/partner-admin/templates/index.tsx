// The catalog templates: the registration of /partner-admin/templates.
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const TemplateList = lazyNamed(() => import('./TemplateList'), 'TemplateList', 'staff');

export const templates = {
  name: 'partner-admin/templates',
  list: withAccess(<TemplateList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: ViewQuiltIcon,
  options: { label: 'partner.menu.templates', menuGroup: 'pricing' },
};
