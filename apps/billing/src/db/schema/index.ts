export * from './billing.schema';
export * from './plans';
export * from './entitlements';
export * from './payment-orders';
export * from './ledger-entries';
export * from './webhook-events';
export * from './test-mode-payments';
export * from './time-reservations';
