export * from './report-sections';
export * from './request-report';
export * from './ai-report';
export * from './generated-report';
export * from './report-patterns';
export * from './delivery.contracts';
export * from './patient-summary';
