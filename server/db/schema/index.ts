// The whole domain in Drizzle's schema, one file an area: later issues add routes, not tables.
export * from './companies';
export * from './sign-in';
export * from './catalog';
export * from './subscriptions';
export * from './activity';
export * from './messages';
export * from './billing';
