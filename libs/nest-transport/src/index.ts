export * from './redis-streams.options';
export * from './redis-streams.server';
export * from './redis-streams.client';
export * from './redis-streams.context';
export * from './service-client';
export * from './service-client.module';
export * from './app-error.rpc-filter';
