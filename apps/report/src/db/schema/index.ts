export * from './report.schema';
export * from './reports';
