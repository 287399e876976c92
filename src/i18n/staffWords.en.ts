// The words of the partner's and support's screens in English, under their resources' names. They load with the
// first of those screens (lazyNamed's `words`) rather than in every first load: an end user never reads them. French
// loads whole when chosen (fr.ts).
import * as partnerCompaniesMessages from '../resources/partner-admin/companies/messages.en';
import * as partnerOrdersMessages from '../resources/partner-admin/orders/messages.en';
import * as partnerNotificationsMessages from '../resources/partner-admin/notifications/messages.en';
import * as sentMessagesMessages from '../resources/partner-admin/messages/messages.en';
import * as provisioningMessages from '../resources/partner-admin/provisioning/messages.en';
import * as driftMessages from '../resources/partner-admin/drift/messages.en';
import * as billingMessages from '../resources/partner-admin/billing/messages.en';
import * as partnerInvoicesMessages from '../resources/partner-admin/invoices/messages.en';
import * as reconciliationMessages from '../resources/partner-admin/reconciliation/messages.en';
import * as partnerCatalogsMessages from '../resources/partner-admin/catalogs/messages.en';
import * as partnerCatalogBuilderMessages from '../resources/partner-admin/catalog-builder/messages.en';
import * as partnerTemplatesMessages from '../resources/partner-admin/templates/messages.en';
import * as partnerCatalogAssignmentsMessages from '../resources/partner-admin/catalog-assignments/messages.en';
import * as adminCompaniesMessages from '../resources/admin/companies/messages.en';
import * as adminPeopleMessages from '../resources/admin/people/messages.en';

export const staffResourcesEn = {
  ...partnerCompaniesMessages.en,
  ...partnerOrdersMessages.en,
  ...partnerNotificationsMessages.en,
  ...sentMessagesMessages.en,
  ...provisioningMessages.en,
  ...driftMessages.en,
  ...billingMessages.en,
  ...partnerInvoicesMessages.en,
  ...reconciliationMessages.en,
  ...partnerCatalogsMessages.en,
  ...partnerCatalogBuilderMessages.en,
  ...partnerTemplatesMessages.en,
  ...partnerCatalogAssignmentsMessages.en,
  ...adminCompaniesMessages.en,
  ...adminPeopleMessages.en,
};
