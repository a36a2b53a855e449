export { ReportDownloadButton } from './ReportDownloadButton';
export { ShareReportButton } from './ShareReportButton';
