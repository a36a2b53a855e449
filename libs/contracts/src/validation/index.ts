export * from './zod-helpers';
export * from './email.rules';
export * from './password.rules';
export * from './date.rules';
export * from './phone.rules';
export * from './access.schemas';
export * from './engagement.schemas';
export * from './access-queries.schemas';
