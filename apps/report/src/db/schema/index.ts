export * from './report.schema';
export * from './reports';
export * from './practice-settings';
