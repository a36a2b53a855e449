/** Paths the server owns: they are never answered with the web app's index.html. */
const SERVER_OWNED_PATH = /^\/(?:(?:api|v2|support|assets)(?:\/|$)|(?:healthz|readyz|metrics)\/?$)/;

/**
 * True when a GET for this path should render the single-page app (its client-side router decides).
 * A missing hashed asset stays a 404: answering a script request with HTML only hides the broken deploy.
 */
export function isSpaRoute(path: string): boolean {
  return !SERVER_OWNED_PATH.test(path);
}
