/** GET /api/Config/get */
export interface GlobalConfigResponse {
  domainName: string;
  supportEmail: string;
  mediAssistBaseUrl: string;
}
