/** User-facing texts the specs fix word for word. */
export const MESSAGES = {
  accessDenied:
    'Access Denied: Please log in to continue. Your session has expired or you are not logged in.',
  pageNotFound: 'Page not found',
  offline: 'You are offline. Some features may not be available.',
  genericError: 'An error occurred. Please try again.',
} as const;
