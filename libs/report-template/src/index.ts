export * from './report-layout';
export * from './report-html';
export * from './invoice-html';
