// Every screen area the portal registers, each once: App.tsx makes each a <Resource>, and the data provider reads
// its endpoint from here. Their words need no registering: the catalogues find each folder's messages.en.ts and
// messages.fr.ts (src/i18n/). docs/DESIGN.md, "Adding a screen and its endpoint", says what else a new one needs.
import type { ResourceProps } from 'react-admin';
import { subscriptions } from './subscriptions';
import { orders } from './orders';
import { invoices } from './invoices';
import { customers } from './partner-admin/companies';
import { customerOrders } from './partner-admin/orders';
import { notifications } from './partner-admin/notifications';
import { sentMessages } from './partner-admin/messages';
import { provisioning } from './partner-admin/provisioning';
import { drift } from './partner-admin/drift';
import { billing } from './partner-admin/billing';
import { partnerInvoices } from './partner-admin/invoices';
import { reconciliation } from './partner-admin/reconciliation';
import { catalogs } from './partner-admin/catalogs';
import { catalogBuilder } from './partner-admin/catalog-builder';
import { templates } from './partner-admin/templates';
import { catalogAssignments } from './partner-admin/catalog-assignments';
import { companies } from './admin/companies';
import { people } from './admin/people';
import { accessHistory } from './admin/history';

/**
 * A screen area, as its folder's index exports it: its `<Resource>` props, named by its address (its folder below
 * src/resources/ named alike), and where its records live in the API.
 */
export type Registration = ResourceProps & {
  /** Its records' path below /api/v1 (`partner/drift`); none when its screens make only the data provider's own calls. */
  endpoint?: string;
};

/** The menu lists them in this order, by their group (`options.menuGroup`). */
export const registrations: Registration[] = [
  subscriptions,
  orders,
  invoices,
  customers,
  customerOrders,
  notifications,
  sentMessages,
  provisioning,
  drift,
  billing,
  partnerInvoices,
  reconciliation,
  catalogs,
  catalogBuilder,
  templates,
  catalogAssignments,
  companies,
  people,
  accessHistory,
];

/** Where each resource lives in the API (under /api/v1), for the data provider; a resource not listed is its own path. */
export const resourceEndpoints: Record<string, string> = {
  ...Object.fromEntries(registrations.flatMap(({ name, endpoint }) => (endpoint ? [[name, endpoint]] : []))),
  // Records that screens read with no screen of their own: a person's own access history (the profile page), the
  // products a catalog or an approval rule picks from.
  'admin/my-history': 'user/access-history',
  'partner-admin/products': 'catalog/partner/products',
};
