export * from './free-port';
export * from './private-redis';
export * from './test-database';
export * from './service-process';
export * from './smtp-inbox';
export * from './service-under-test';
export * from './service-basics';
export * from './azure-speech-server';
