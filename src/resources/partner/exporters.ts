// The partner lists as CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency),
// headed and worded in the portal's language. Every row the filters match, not only the page.
import type { CatalogItem, Notification, PartnerCatalog } from '../../../common/api';
import { formatCsvDate, useCsvExporter, type CsvColumn } from '../../components/csv';
import type { CatalogAssignment } from './AssignmentDialog';
import type { PartnerOrder } from './OrderList';

type Words = Parameters<CsvColumn<unknown>['value']>[1];
const answer = (value: boolean, translate: Words['translate']) =>
  translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

export const useCatalogExporter = () =>
  useCsvExporter<PartnerCatalog>('partner.exports.catalogs', [
    { header: 'partner.catalogs.fields.name', value: (catalog) => catalog.name },
    { header: 'partner.catalogs.fields.description', value: (catalog) => catalog.description },
    { header: 'partner.catalogs.fields.defaultMarkupPercent', value: (catalog) => catalog.defaultMarkupPercent },
    {
      header: 'partner.catalogs.fields.isActive',
      value: (catalog, { translate }) => answer(catalog.isActive, translate),
    },
    { header: 'partner.catalogs.fields.itemCount', value: (catalog) => catalog.itemCount },
    { header: 'partner.catalogs.fields.assignedCompanyCount', value: (catalog) => catalog.assignedCompanyCount },
    {
      header: 'partner.catalogs.fields.updatedAt',
      value: (catalog, { locale }) => formatCsvDate(catalog.updatedAt, locale),
    },
  ]);

/** A catalog's items; the import reads this file back (by its item id column), so its columns are its contract. */
export const itemColumns: CsvColumn<CatalogItem>[] = [
  { header: 'partner.items.fields.id', value: (item) => item.id },
  { header: 'partner.items.fields.productName', value: (item) => item.productName },
  { header: 'partner.items.fields.publisher', value: (item) => item.publisher },
  {
    header: 'partner.items.fields.term',
    value: (item, { translate }) => translate(`resources.subscriptions.terms.${item.term}`, { _: item.term }),
  },
  {
    header: 'partner.items.fields.billingFrequency',
    value: (item, { translate }) =>
      translate(`resources.subscriptions.frequencies.${item.billingFrequency}`, { _: item.billingFrequency }),
  },
  { header: 'resources.subscriptions.fields.currency', value: (item) => item.currency },
  { header: 'partner.items.fields.basePrice', value: (item) => money(item.basePrice) },
  { header: 'partner.items.fields.markupPercent', value: (item) => item.markupPercent },
  { header: 'partner.items.fields.priceOverride', value: (item) => money(item.priceOverride) },
  { header: 'partner.items.fields.effectivePrice', value: (item) => money(item.effectivePrice) },
  { header: 'partner.items.fields.margin', value: (item) => money(item.effectivePrice - item.basePrice) },
  { header: 'partner.items.fields.isVisible', value: (item, { translate }) => answer(item.isVisible, translate) },
  { header: 'partner.items.fields.position', value: (item) => item.position },
];
export const useItemExporter = (catalog: PartnerCatalog) => useCsvExporter(catalog.name, itemColumns);

export const useAssignmentExporter = () =>
  useCsvExporter<CatalogAssignment>('partner.exports.assignments', [
    { header: 'partner.assignments.fields.companyId', value: (assignment) => assignment.companyName },
    { header: 'partner.assignments.fields.catalogId', value: (assignment) => assignment.catalogName },
    { header: 'partner.assignments.fields.billingProfileId', value: (assignment) => assignment.billingProfileName },
    {
      header: 'partner.assignments.fields.validFrom',
      value: (assignment, { locale }) => formatCsvDate(assignment.validFrom, locale),
    },
    {
      header: 'partner.assignments.fields.validTo',
      value: (assignment, { locale }) => formatCsvDate(assignment.validTo, locale),
    },
  ]);

export const usePartnerOrderExporter = () =>
  useCsvExporter<PartnerOrder>('partner.exports.orders', [
    { header: 'partner.orders.fields.number', value: (order) => order.number },
    { header: 'partner.orders.fields.companyName', value: (order) => order.companyName },
    {
      header: 'partner.orders.fields.status',
      value: (order, { translate }) => translate(`resources.orders.status.${order.status}`, { _: order.status }),
    },
    { header: 'partner.orders.fields.total', value: (order) => money(order.total) },
    { header: 'resources.orders.fields.currency', value: (order) => order.currency },
    { header: 'partner.orders.fields.lineCount', value: (order) => order.lineCount },
    { header: 'partner.orders.fields.placedBy', value: (order) => order.placedBy },
    { header: 'partner.orders.fields.createdAt', value: (order, { locale }) => formatCsvDate(order.createdAt, locale) },
  ]);

export const useNotificationExporter = () =>
  useCsvExporter<Notification>('partner.exports.notifications', [
    { header: 'partner.notifications.fields.title', value: (notification) => notification.title },
    {
      header: 'partner.notifications.fields.kind',
      value: (notification, { translate }) => translate(`partner.notifications.kinds.${notification.kind}`),
    },
    { header: 'partner.exports.lead_times', value: (notification) => notification.leadTimesDays.join(' ') },
    { header: 'partner.exports.recipients', value: (notification) => notification.recipients.join(' ') },
    { header: 'partner.notifications.fields.companyIds', value: (notification) => notification.companyIds.length },
    {
      header: 'partner.notifications.fields.isActive',
      value: (notification, { translate }) => answer(notification.isActive, translate),
    },
    {
      header: 'partner.notifications.fields.createdAt',
      value: (notification, { locale }) => formatCsvDate(notification.createdAt, locale),
    },
  ]);
