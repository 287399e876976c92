import type { Identifier } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';

const root = portalRoutes.partnerAdmin.path;

/** The addresses of the /partner-admin area. */
export const partnerPaths = {
  root,
  catalogs: `${root}/catalogs`,
  catalogCreate: `${root}/catalogs/create`,
  catalog: (id: Identifier) => `${root}/catalogs/${id}`,
  builder: `${root}/catalog-builder`,
  templates: `${root}/templates`,
  assignments: `${root}/catalog-assignments`,
  companies: `${root}/companies`,
  company: (id: Identifier) => `${root}/companies/${id}`,
  companyCreate: `${root}/companies/create`,
  companyEdit: (id: Identifier) => `${root}/companies/${id}/edit`,
  orders: `${root}/orders`,
  order: (id: Identifier) => `${root}/orders/${id}`,
  notifications: `${root}/notifications`,
  messages: `${root}/messages`,
  billing: `${root}/billing`,
  billingRun: (id: Identifier) => `${root}/billing/${id}`,
  seller: `${root}/billing/seller`,
  invoices: `${root}/invoices`,
  invoice: (id: Identifier) => `${root}/invoices/${id}`,
};

/** The API address of a catalog's items, used as the react-admin resource of the items list. */
export const itemsResource = (catalogId: Identifier) => `catalog/partner/catalogs/${catalogId}/items`;
