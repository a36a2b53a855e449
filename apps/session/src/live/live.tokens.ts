/** The session service's validated environment, for the live consultation's settings. */
export const SESSION_ENV = Symbol('SESSION_ENV');
/** The configured speech recognizers, or undefined when the deployment configured none. */
export const SPEECH_REGISTRY = Symbol('SPEECH_REGISTRY');
