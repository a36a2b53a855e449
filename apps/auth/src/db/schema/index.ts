export * from './auth.schema';
export * from './countries';
