const DEFAULT_LANDING_PATH = '/dashboard';

/**
 * Where to go after sign-in: the server's redirectUrl, when it is a path of this site. Anything else ('//host',
 * 'https://…', '/\\host') falls back to the dashboard, so a tampered answer cannot send the user elsewhere.
 */
export function safeRedirectPath(redirectUrl: string | undefined): string {
  if (
    !redirectUrl ||
    !redirectUrl.startsWith('/') ||
    redirectUrl.startsWith('//') ||
    redirectUrl.startsWith('/\\')
  )
    return DEFAULT_LANDING_PATH;
  return redirectUrl;
}
