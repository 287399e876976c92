import type { Identifier } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';

/** The addresses of the /admin area that screens link to (the menu takes the others from the resources). */
export const adminPaths = {
  company: (id: Identifier) => `${portalRoutes.admin.path}/companies/${id}`,
};
