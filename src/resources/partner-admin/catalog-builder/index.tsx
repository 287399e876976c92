// The catalog builder: `<Resource name="partner-admin/catalog-builder" {...catalogBuilder} />`.
import BuildIcon from '@mui/icons-material/Build';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const CatalogBuilder = lazy(() => import('./CatalogBuilder').then((module) => ({ default: module.CatalogBuilder })));

export const catalogBuilder = {
  list: (
    <RequireAccess>
      <CatalogBuilder />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: BuildIcon,
  options: { label: 'partner.menu.builder', menuGroup: 'pricing' },
};
