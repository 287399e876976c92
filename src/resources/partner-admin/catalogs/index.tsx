// The partner's catalogs: the registration of /partner-admin/catalogs.
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const CatalogList = lazyNamed(() => import('./CatalogList'), 'CatalogList', 'staff');
const CatalogCreate = lazyNamed(() => import('./CatalogCreate'), 'CatalogCreate', 'staff');
const CatalogEdit = lazyNamed(() => import('./CatalogEdit'), 'CatalogEdit', 'staff');

export const catalogs = {
  name: 'partner-admin/catalogs',
  endpoint: 'catalog/partner/catalogs',
  list: withAccess(<CatalogList />),
  create: withAccess(<CatalogCreate />, 'create'),
  edit: withAccess(<CatalogEdit />, 'edit'),
  icon: LibraryBooksIcon,
  options: { label: 'partner.menu.catalogs', menuGroup: 'pricing' },
  recordRepresentation: 'name',
};
