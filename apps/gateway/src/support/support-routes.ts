/** Everything of support staff lives under this path: their cookie is sent nowhere else. */
export const SUPPORT_ROOT = '/support';
export const SUPPORT_LOGIN_ROUTE = `${SUPPORT_ROOT}/login`;
export const SUPPORT_LOGOUT_ROUTE = `${SUPPORT_ROOT}/logout`;
export const SUPPORT_AUDIT_ROUTE = `${SUPPORT_ROOT}/audit`;
export const SUPPORT_STYLES_ROUTE = `${SUPPORT_ROOT}/support.css`;
/** Bull Board, behind the support sign-in. */
export const QUEUE_DASHBOARD_ROUTE = `${SUPPORT_ROOT}/queues`;
