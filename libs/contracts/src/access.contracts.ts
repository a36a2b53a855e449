import type { ContactUsRequest, DemoRequest, EnquiryKind, FeedbackRequest } from './validation';
// The messages' own modules, not the validation index: a page that only shows a message does not load zod.
import {
  CHANGE_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  OTP_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from './validation/access.messages';
import { EMAIL_MESSAGES } from './validation/email.rules';

/**
 * Access (spec 01 sections 4-9): the auth service's calls. The gateway owns cookies and HTTP; the auth
 * service owns users, sign-in attempts, codes, sessions and reset tokens. Secrets cross the transport only
 * as the raw values the service needs to hash or compare; the service stores hashes.
 */
export const AccessPattern = {
  Register: 'auth.users.register',
  EmailExists: 'auth.users.email-exists',
  LicenseExists: 'auth.users.license-exists',
  StartLogin: 'auth.login.start',
  VerifyLoginCode: 'auth.login.verify',
  ResendLoginCode: 'auth.login.resend',
  CancelLogin: 'auth.login.cancel',
  ResolveSession: 'auth.sessions.resolve',
  EndSession: 'auth.sessions.end',
  CheckPassword: 'auth.password.check',
  ChangePassword: 'auth.password.change',
  RequestPasswordReset: 'auth.password.request-reset',
  ValidateResetToken: 'auth.password.validate-reset',
  ResetPassword: 'auth.password.reset',
} as const;

export const EngagementPattern = {
  SubmitFeedback: 'auth.feedback.submit',
  SubmitEnquiry: 'auth.enquiries.submit',
} as const;

/** Who the gateway is serving: used for rate limits, audit and the lockout e-mail. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface SuccessReply {
  success: boolean;
  message: string;
}

/** Display values the web keeps in readable cookies; never trusted by the server. */
export interface SessionDisplay {
  userId: string;
  firstName: string;
  specialization: string;
  /** The title's label, e.g. 'Dr. (Doctor)'. */
  title: string;
  email: string;
}

export interface StartLoginRequest {
  email: string;
  password: string;
  client: ClientInfo;
  /** The known-device token the browser presented (its HttpOnly cookie), if any. */
  deviceToken?: string;
}
/** A started sign-in attempt: the gateway binds it to the browser in an HttpOnly cookie. */
export interface StartLoginReply extends SuccessReply {
  attemptToken: string;
  /** When the attempt (and its code) stops being usable, ISO 8601. */
  expiresAt: string;
}

export interface VerifyLoginCodeRequest {
  attemptToken: string;
  email: string;
  code: string;
  rememberMe: boolean;
  client: ClientInfo;
  /** The known-device token the browser presented, if any: a valid one is kept instead of issuing another. */
  deviceToken?: string;
}
export interface VerifyLoginCodeReply {
  success: true;
  /** The new session's secret, for the HttpOnly cookie. Only its hash is stored. */
  sessionToken: string;
  /** Absent for a session that ends with the browser (no Remember me). */
  sessionExpiresAt?: string;
  display: SessionDisplay;
  image: string;
  redirectUrl: string;
  /**
   * A new known-device token for the HttpOnly cookie, when the browser did not present a valid one. Only its hash
   * is stored.
   */
  knownDevice?: { deviceToken: string; expiresAt: string };
}

export interface AttemptRequest {
  attemptToken: string;
  email?: string;
}
export interface ResendLoginCodeReply extends SuccessReply {
  /** Seconds until another resend is accepted. */
  retryAfterSeconds: number;
}

/** 200 of POST /api/manage/login/verify; the session and display cookies come with it. */
export interface LoginVerifiedResponse {
  success: true;
  /** The user's picture as base64 (empty when none). */
  image: string;
  redirectUrl: string;
  isSettingsUpdated: boolean;
}

/** GET /api/manage/emailcheck */
export interface EmailCheckResponse {
  ifEmailExist: boolean;
}

/** GET /api/manage/check-duplicate-license */
export interface LicenseCheckResponse {
  isDuplicate: boolean;
}

/** GET /api/manage/passwordcheck */
export interface PasswordCheckResponse {
  ifPasswordCorrect: boolean;
}

export interface ResolveSessionRequest {
  sessionToken: string;
}
/** Null when the session is unknown, expired (idle or absolute) or revoked. */
export type ResolveSessionReply = { userId: string; display: SessionDisplay } | null;

export interface RegisterRequest {
  /** The form as the browser sent it: the auth service is the one place that validates it. */
  form: unknown;
  client: ClientInfo;
}

export interface UserPasswordRequest {
  userId: string;
  password: string;
}

export interface ChangePasswordCommand {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

export interface RequestPasswordResetCommand {
  email: string;
  client: ClientInfo;
}

export interface ResetTokenRequest {
  uid: string;
  token: string;
}
export interface ValidateResetTokenReply extends SuccessReply {
  email: string;
}

export interface ResetPasswordCommand {
  email: string;
  token: string;
  password: string;
}

export interface SubmitFeedbackCommand {
  userId: string;
  feedback: FeedbackRequest;
}

export type SubmitEnquiryCommand =
  | { kind: Extract<EnquiryKind, 'demo' | 'generic'>; enquiry: DemoRequest; client: ClientInfo }
  | { kind: Extract<EnquiryKind, 'contact'>; enquiry: ContactUsRequest; client: ClientInfo };

export interface AccessPatternMap {
  [AccessPattern.Register]: { request: RegisterRequest; reply: SuccessReply };
  [AccessPattern.EmailExists]: { request: { email: string }; reply: EmailCheckResponse };
  [AccessPattern.LicenseExists]: { request: { licenseNumber: string }; reply: LicenseCheckResponse };
  [AccessPattern.StartLogin]: { request: StartLoginRequest; reply: StartLoginReply };
  [AccessPattern.VerifyLoginCode]: { request: VerifyLoginCodeRequest; reply: VerifyLoginCodeReply };
  [AccessPattern.ResendLoginCode]: { request: AttemptRequest; reply: ResendLoginCodeReply };
  [AccessPattern.CancelLogin]: { request: AttemptRequest; reply: SuccessReply };
  [AccessPattern.ResolveSession]: { request: ResolveSessionRequest; reply: ResolveSessionReply };
  [AccessPattern.EndSession]: { request: ResolveSessionRequest; reply: SuccessReply };
  [AccessPattern.CheckPassword]: { request: UserPasswordRequest; reply: PasswordCheckResponse };
  [AccessPattern.ChangePassword]: { request: ChangePasswordCommand; reply: SuccessReply };
  [AccessPattern.RequestPasswordReset]: { request: RequestPasswordResetCommand; reply: SuccessReply };
  [AccessPattern.ValidateResetToken]: { request: ResetTokenRequest; reply: ValidateResetTokenReply };
  [AccessPattern.ResetPassword]: { request: ResetPasswordCommand; reply: SuccessReply };
  [EngagementPattern.SubmitFeedback]: { request: SubmitFeedbackCommand; reply: { success: boolean } };
  [EngagementPattern.SubmitEnquiry]: { request: SubmitEnquiryCommand; reply: SuccessReply };
}

/** Security settings of sign-in (issue 3): one place, read by the auth service and shown in the README. */
export const ACCESS_LIMITS = {
  otpDigits: 4,
  otpValidMinutes: 10,
  otpWrongTriesPerCode: 5,
  otpResendCooldownSeconds: 30,
  otpResendsPerHour: 5,
  otpWrongCodesPerDay: 10,
  /** How long sign-in stays locked after the daily wrong-code budget is spent (a password reset unlocks it). */
  signInLockHours: 24,
  /** How long a sign-in attempt (the medi_login cookie) accepts codes and resends. */
  signInAttemptValidMinutes: 30,
  /** Wrong passwords for one address from one client (its IP) before the growing waits start for that client. */
  passwordFailuresBeforeDelay: 5,
  /** The slower ceiling over every client together, so guessing spread across many IPs stays bounded too. */
  passwordFailuresPerAddressBeforeDelay: 25,
  /**
   * Wrong passwords from a known device (a browser that completed a sign-in to the account) before its own waits
   * start. A known device counts only against this budget: strangers' failures never delay it.
   */
  passwordFailuresPerKnownDeviceBeforeDelay: 5,
  /** How long a known-device token is honoured after the sign-in that issued it. */
  knownDeviceValidDays: 180,
  /** Known devices kept per account; a new one beyond this replaces the least recently used. */
  knownDevicesPerUser: 10,
  passwordDelayBaseSeconds: 30,
  passwordDelayMaxSeconds: 15 * 60,
  sessionIdleMinutes: 30,
  rememberMeDays: 30,
  /** Absolute cap of a session without Remember me, however active. */
  sessionMaxHours: 12,
  resetTokenValidMinutes: 60,
  argon2MemoryKiB: 19_456,
  argon2TimeCost: 2,
  argon2Parallelism: 1,
} as const;

export const ACCESS_MESSAGES = {
  codeSent: 'A verification code has been sent to your email.',
  codeResent: 'A new verification code has been sent to your email.',
  codeCleared: 'The verification code has been cleared.',
  resendTooSoon: OTP_MESSAGES.resendTooltip,
  resendBudgetExhausted: 'Too many codes requested. Please try again later.',
  signInLocked:
    'Too many incorrect codes. Sign-in is locked for 24 hours; reset your password to unlock it now. We have emailed you.',
  passwordLocked: 'Too many failed sign-in attempts. Please wait before trying again.',
  invalidCredentials: LOGIN_MESSAGES.invalidCredentials,
  signInEnded: 'This sign-in has ended. Please sign in again.',
  emailExists: EMAIL_MESSAGES.alreadyExists,
  licenseExists: SIGNUP_MESSAGES.licenseExists,
  signupSuccess: SIGNUP_MESSAGES.success,
  forgotPasswordSent: 'If an account exists for this email, a password reset link has been sent.',
  passwordChanged: CHANGE_PASSWORD_MESSAGES.success,
  passwordReset: RESET_PASSWORD_MESSAGES.success,
  resetLinkValid: 'Please choose a new password.',
  resetLinkInvalid: RESET_PASSWORD_MESSAGES.linkInvalid,
  loggedOut: 'You have been logged out.',
  rateLimited: 'Too many requests. Please try again in a moment.',
  crossSiteRefused: 'This request was refused because it did not come from this site.',
} as const;
