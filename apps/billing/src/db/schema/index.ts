export * from './billing.schema';
export * from './plans';
