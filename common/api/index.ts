// The API's shapes, declared once in zod and read by the server (validation, OpenAPI) and the portal (types),
// one file per area.
export * from './bounds';
export * from './auth';
export * from './my-companies';
export * from './company-access';
export * from './subscriptions';
export * from './catalog';
export * from './orders';
export * from './dashboards';
export * from './partner-catalogs';
export * from './partner';
export * from './time-moves';
export * from './provisioning';
export * from './drift';
export * from './billing';
export * from './reconciliation';
