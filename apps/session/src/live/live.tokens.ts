/** The session service's validated environment, for the live consultation's settings. */
export const SESSION_ENV = Symbol('SESSION_ENV');
