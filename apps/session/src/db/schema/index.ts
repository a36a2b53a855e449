export * from './session.schema';
export * from './consultation-sessions';
export * from './patients';
export * from './consent-events';
export * from './transcript-segments';
export * from './report-inputs';
export * from './audit-events';
