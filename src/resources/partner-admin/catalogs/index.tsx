// The partner's catalogs: `<Resource name="partner-admin/catalogs" {...catalogs} />` (/partner-admin/catalogs).
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { lazy } from 'react';
import { RequireAccess } from '../../../layout/RequireAccess';

const CatalogList = lazy(() => import('./CatalogList').then((module) => ({ default: module.CatalogList })));
const CatalogCreate = lazy(() => import('./CatalogCreate').then((module) => ({ default: module.CatalogCreate })));
const CatalogEdit = lazy(() => import('./CatalogEdit').then((module) => ({ default: module.CatalogEdit })));

export const catalogs = {
  list: (
    <RequireAccess>
      <CatalogList />
    </RequireAccess>
  ),
  create: (
    <RequireAccess action="create">
      <CatalogCreate />
    </RequireAccess>
  ),
  edit: (
    <RequireAccess action="edit">
      <CatalogEdit />
    </RequireAccess>
  ),
  icon: LibraryBooksIcon,
  options: { label: 'partner.menu.catalogs', menuGroup: 'pricing' },
  recordRepresentation: 'name',
};
