/**
 * One error type for the whole system. Services throw it, the transport carries it as JSON,
 * and only the gateway maps its code to an HTTP status (see ERROR_HTTP_STATUS).
 */
export const ERROR_CODES = [
  'COMMON.VALIDATION_FAILED',
  'COMMON.BAD_REQUEST',
  'COMMON.PAYLOAD_TOO_LARGE',
  'COMMON.NOT_FOUND',
  'COMMON.FORBIDDEN',
  'COMMON.UNAUTHENTICATED',
  'COMMON.RATE_LIMITED',
  'COMMON.CONFLICT',
  'COMMON.INTERNAL',
  'COMMON.UNAVAILABLE',
  'TRANSPORT.DEADLINE_EXCEEDED',
  'TRANSPORT.MALFORMED_MESSAGE',
  'TRANSPORT.NO_HANDLER',
  'TRANSPORT.SERVICE_UNAVAILABLE',
  'TRANSPORT.PAYLOAD_TOO_LARGE',
  'TRANSPORT.ALREADY_HANDLED',
  'AUTH.COUNTRY_NOT_FOUND',
  'AUTH.INVALID_CREDENTIALS',
  'AUTH.PASSWORD_LOCKED',
  'AUTH.SIGN_IN_LOCKED',
  'AUTH.ATTEMPT_INVALID',
  'AUTH.CODE_INVALID',
  'AUTH.RESEND_TOO_SOON',
  'AUTH.RESEND_LIMIT',
  'AUTH.EMAIL_EXISTS',
  'AUTH.LICENSE_EXISTS',
  'AUTH.CURRENT_PASSWORD_INCORRECT',
  'AUTH.RESET_TOKEN_INVALID',
  'AUTH.SESSION_REQUIRED',
  'AUTH.CROSS_SITE_REQUEST',
  'SPEECH.UNSUPPORTED',
  'SPEECH.PROVIDER_FAILED',
  'BILLING.PLAN_NOT_PURCHASABLE',
  'BILLING.ORDER_NOT_FOUND',
  'BILLING.ORDER_CANCELLED',
  'BILLING.SIGNATURE_INVALID',
  'BILLING.PAYMENT_MISMATCH',
  'BILLING.PROVIDER_FAILED',
  'BILLING.NO_PAID_PLAN',
  'BILLING.INVOICE_NOT_FOUND',
  'BILLING.INVOICE_NOT_READY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Exhaustive: adding a code without a status fails to compile. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  'COMMON.VALIDATION_FAILED': 400,
  'COMMON.BAD_REQUEST': 400,
  'COMMON.PAYLOAD_TOO_LARGE': 413,
  'COMMON.NOT_FOUND': 404,
  'COMMON.FORBIDDEN': 403,
  'COMMON.UNAUTHENTICATED': 401,
  'COMMON.RATE_LIMITED': 429,
  'COMMON.CONFLICT': 409,
  'COMMON.INTERNAL': 500,
  'COMMON.UNAVAILABLE': 503,
  'TRANSPORT.DEADLINE_EXCEEDED': 504,
  'TRANSPORT.MALFORMED_MESSAGE': 400,
  'TRANSPORT.NO_HANDLER': 501,
  'TRANSPORT.SERVICE_UNAVAILABLE': 503,
  'TRANSPORT.PAYLOAD_TOO_LARGE': 413,
  'TRANSPORT.ALREADY_HANDLED': 409,
  'AUTH.COUNTRY_NOT_FOUND': 404,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.PASSWORD_LOCKED': 429,
  'AUTH.SIGN_IN_LOCKED': 423,
  'AUTH.ATTEMPT_INVALID': 401,
  'AUTH.CODE_INVALID': 401,
  'AUTH.RESEND_TOO_SOON': 429,
  'AUTH.RESEND_LIMIT': 429,
  'AUTH.EMAIL_EXISTS': 409,
  'AUTH.LICENSE_EXISTS': 409,
  'AUTH.CURRENT_PASSWORD_INCORRECT': 400,
  'AUTH.RESET_TOKEN_INVALID': 400,
  'AUTH.SESSION_REQUIRED': 401,
  'AUTH.CROSS_SITE_REQUEST': 403,
  'SPEECH.UNSUPPORTED': 400,
  'SPEECH.PROVIDER_FAILED': 502,
  'BILLING.PLAN_NOT_PURCHASABLE': 400,
  'BILLING.ORDER_NOT_FOUND': 404,
  'BILLING.ORDER_CANCELLED': 409,
  'BILLING.SIGNATURE_INVALID': 400,
  'BILLING.PAYMENT_MISMATCH': 400,
  'BILLING.PROVIDER_FAILED': 502,
  'BILLING.NO_PAID_PLAN': 409,
  'BILLING.INVOICE_NOT_FOUND': 404,
  'BILLING.INVOICE_NOT_READY': 409,
};

export interface AppErrorJson {
  readonly name: 'AppError';
  readonly code: ErrorCode;
  readonly message: string;
  /** Field-level messages for validation errors, keyed by the request's field name. */
  readonly details?: Record<string, string[]>;
  /** For rate limits and lockouts: sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;
}

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toJSON(): AppErrorJson {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }

  static isAppErrorJson(value: unknown): value is AppErrorJson {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<AppErrorJson>;
    return (
      candidate.name === 'AppError' &&
      typeof candidate.message === 'string' &&
      (ERROR_CODES as readonly string[]).includes(candidate.code ?? '')
    );
  }

  static fromJSON(json: AppErrorJson): AppError {
    return new AppError(json.code, json.message, json.details, json.retryAfterSeconds);
  }
}

/** Body of every error response the gateway sends. */
export interface ErrorResponseBody {
  code: ErrorCode;
  message: string;
  statusCode: number;
  correlationId: string;
  details?: Record<string, string[]>;
  /** With 429 (and lockouts): seconds to wait, also sent as the Retry-After header. */
  retryAfterSeconds?: number;
}
