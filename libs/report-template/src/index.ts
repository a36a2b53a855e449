export * from './report-layout';
export * from './report-html';
