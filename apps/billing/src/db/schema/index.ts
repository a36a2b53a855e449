export * from './billing.schema';
export * from './plans';
export * from './entitlements';
export * from './usage-records';
