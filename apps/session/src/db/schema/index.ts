export * from './session.schema';
export * from './consultation-sessions';
