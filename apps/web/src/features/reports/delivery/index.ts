export { ReportDownloadButton } from './ReportDownloadButton';
export { ShareReportButton } from './ShareReportButton';
export { FhirDownloadButton } from './FhirDownloadButton';
