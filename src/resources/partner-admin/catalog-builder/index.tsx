// The catalog builder: the registration of /partner-admin/catalog-builder.
import BuildIcon from '@mui/icons-material/Build';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const CatalogBuilder = lazyNamed(() => import('./CatalogBuilder'), 'CatalogBuilder', 'staff');

export const catalogBuilder = {
  name: 'partner-admin/catalog-builder',
  list: withAccess(<CatalogBuilder />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: BuildIcon,
  options: { label: 'partner.menu.builder', menuGroup: 'pricing' },
};
