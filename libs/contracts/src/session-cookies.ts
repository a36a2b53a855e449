/**
 * Cookies the browser can read. They carry display data only (greeting, avatar menu) and are never proof of
 * identity: the real session cookie is HttpOnly and the gateway takes the user from the server-side session.
 */
export const SESSION_DISPLAY_COOKIES = {
  userId: 'userId',
  firstName: 'firstName',
  specialization: 'specialization',
  title: 'title',
  email: 'email',
} as const;

export type SessionDisplayCookieName = (typeof SESSION_DISPLAY_COOKIES)[keyof typeof SESSION_DISPLAY_COOKIES];
