import type { Identifier } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';

const root = portalRoutes.admin.path;

/** The addresses of the /admin area. */
export const adminPaths = {
  profile: root,
  companies: `${root}/companies`,
  company: (id: Identifier) => `${root}/companies/${id}`,
  people: `${root}/people`,
  history: `${root}/history`,
};
