export { GenerateResults } from './GenerateResults';
