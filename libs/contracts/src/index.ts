export * from './errors';
export * from './enumerations';
export * from './messages';
export * from './config';
export * from './countries';
export * from './patterns';
export * from './queues';
