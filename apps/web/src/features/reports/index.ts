export { GenerateResults } from './GenerateResults';
export { ReadyReport } from './GeneratedResultsPopup';
export { useGetGeneratedReportQuery, useSaveReportMutation } from './reports.api';
