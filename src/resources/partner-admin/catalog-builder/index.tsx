// The catalog builder: `<Resource name="partner-admin/catalog-builder" {...catalogBuilder} />`.
import BuildIcon from '@mui/icons-material/Build';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const CatalogBuilder = lazyNamed(() => import('./CatalogBuilder'), 'CatalogBuilder', 'staff');

export const catalogBuilder = {
  list: withAccess(<CatalogBuilder />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: BuildIcon,
  options: { label: 'partner.menu.builder', menuGroup: 'pricing' },
};
