export * from './report.schema';
export * from './reports';
export * from './practice-settings';
export * from './report-versions';
export * from './report-shares';
export * from './report-images';
