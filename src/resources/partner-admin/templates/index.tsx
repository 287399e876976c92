// The catalog templates: `<Resource name="partner-admin/templates" {...templates} />`.
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const TemplateList = lazy(() => import('./TemplateList').then((module) => ({ default: module.TemplateList })));

export const templates = {
  list: (
    <RequireAccess>
      <TemplateList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: ViewQuiltIcon,
  options: { label: 'partner.menu.templates', menuGroup: 'pricing' },
};
