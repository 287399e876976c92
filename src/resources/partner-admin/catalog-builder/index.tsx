// The catalog builder: `<Resource name="partner-admin/catalog-builder" {...catalogBuilder} />`.
import BuildIcon from '@mui/icons-material/Build';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const CatalogBuilder = lazy(() => import('./CatalogBuilder').then((module) => ({ default: module.CatalogBuilder })));

export const catalogBuilder = {
  list: (
    <RequireAccess>
      <CatalogBuilder />
    </RequireAccess>
  ),
  icon: BuildIcon,
  options: { label: 'partner.menu.builder', menuGroup: 'pricing' },
};
