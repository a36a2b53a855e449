import type { ErrorCode, ErrorResponseBody } from '@medi/contracts';
import { vi } from 'vitest';
import { TEST_GLOBAL_CONFIG } from './setup-tests';
import type { accountApi } from '../features/account/account.api';
import type { configApi } from '../features/config/config.api';
import type { countriesApi } from '../features/countries/countries.api';
import type { dashboardApi } from '../features/dashboard/dashboard.api';
import type { enquiryApi } from '../features/enquiry/enquiry.api';
import type { feedbackApi } from '../features/feedback/feedback.api';
import type { authApi } from '../features/auth/auth.api';

/** The reply body an endpoint declares: the contracts' response type the page reads. */
type ReplyOf<
  Api extends { endpoints: object },
  Name extends keyof Api['endpoints'],
> = Api['endpoints'][Name] extends {
  Types: { ResultType: infer Result };
}
  ? Result
  : never;

/**
 * Each stubbed gateway route with the reply body its endpoint declares, so a stub of the wrong shape (or one left
 * behind after a contract changes) fails the type check instead of passing a test against a reply that never comes.
 */
export interface GatewayReplies {
  'GET /api/Config/get': ReplyOf<typeof configApi, 'getGlobalConfig'>;
  'GET /api/manage/countries': ReplyOf<typeof countriesApi, 'getCountries'>;
  'GET /api/manage/license-pattern/1': ReplyOf<typeof countriesApi, 'getLicensePattern'>;
  'GET /api/manage/emailcheck': ReplyOf<typeof authApi, 'checkEmailExists'>;
  'GET /api/manage/check-duplicate-license': ReplyOf<typeof authApi, 'checkLicenseDuplicate'>;
  'POST /api/manage/signup': ReplyOf<typeof authApi, 'signup'>;
  'POST /api/manage/login': ReplyOf<typeof authApi, 'login'>;
  'POST /api/manage/login/verify': ReplyOf<typeof authApi, 'verifyLoginCode'>;
  'POST /api/manage/login/verify/resend': ReplyOf<typeof authApi, 'resendLoginCode'>;
  'POST /api/manage/login/clear-otp': ReplyOf<typeof authApi, 'clearLoginCode'>;
  'GET /api/manage/validate-reset-token': ReplyOf<typeof authApi, 'validateResetToken'>;
  'POST /api/manage/reset-password': ReplyOf<typeof authApi, 'resetPassword'>;
  'POST /api/manage/logout': ReplyOf<typeof accountApi, 'logout'>;
  'GET /api/manage/passwordcheck': ReplyOf<typeof accountApi, 'checkPassword'>;
  'POST /api/manage/change-password': ReplyOf<typeof accountApi, 'changePassword'>;
  'GET /api/manage/userconfig/': ReplyOf<typeof dashboardApi, 'getUserConfig'>;
  'POST /api/manage/requestdemo': ReplyOf<typeof enquiryApi, 'requestDemo'>;
  'POST /api/manage/forgetpassword': ReplyOf<typeof enquiryApi, 'requestPasswordReset'>;
  'POST /api/feedback/addfeedback': ReplyOf<typeof feedbackApi, 'addFeedback'>;
  /** The probe of app/api.test.ts: only its error replies matter. */
  'GET /api/manage/session': never;
}

/** One call the page made, as the gateway would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A success with the endpoint's body, or the gateway's error body with its status. */
export type StubReply<Body = unknown> = { status?: 200 | 201; body: Body } | ErrorReply;

export interface ErrorReply {
  status: number;
  /** The gateway's error body, or the text page of a proxy in front of it. */
  body: ErrorResponseBody | string;
}

type StubRoute<Body> = StubReply<Body> | ((call: RecordedCall) => StubReply<Body>);

export type GatewayStubRoutes = { [Route in keyof GatewayReplies]?: StubRoute<GatewayReplies[Route]> };

/** The gateway's error body for a code, as ErrorResponseBody. */
export function errorReply(status: number, code: ErrorCode, message: string): ErrorReply {
  return { status, body: { code, message, statusCode: status, correlationId: 'test-correlation' } };
}

/**
 * Replaces fetch with routes keyed 'METHOD /path' (the configuration route is always there) and records every
 * call. An unknown route answers 404 like the gateway does.
 */
export function stubGateway(routes: GatewayStubRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.clone().text();
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const route: StubRoute<unknown> | undefined =
        (routes as Record<string, StubRoute<unknown> | undefined>)[`${call.method} ${call.path}`] ??
        (call.path === '/api/Config/get' ? { body: TEST_GLOBAL_CONFIG } : undefined);
      const reply: StubReply<unknown> =
        route === undefined
          ? errorReply(404, 'COMMON.NOT_FOUND', 'Not found')
          : typeof route === 'function'
            ? route(call)
            : route;
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function callsTo(calls: RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input of a form field by its visible label; a required field's label ends with Mantine's ' *'. */
export function fieldLabelled(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);
}
