export * from './context/request-context';
