export * from './totp';
export * from './sealed-transfer';
