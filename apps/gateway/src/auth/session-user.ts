import type { IncomingHttpHeaders } from 'node:http';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionDisplay } from '@medi/contracts';

/** The signed-in user, as the auth service resolved it from the session cookie. */
export interface SessionUser {
  userId: string;
  display: SessionDisplay;
}

/** An HTTP request that went through SignedInGuard carries its user here. */
export interface RequestWithSession extends Request {
  user?: SessionUser;
}

/** What SignedInGuard reads headers from and puts the user on: the HTTP request, or the WebSocket client. */
export interface SessionCarrier {
  headers: IncomingHttpHeaders;
  holder: { user?: SessionUser };
}

interface WebSocketClient {
  user?: SessionUser;
  /** The upgrade request, kept on the client by the handler that accepted it. */
  request?: { headers: IncomingHttpHeaders };
}

/** The request's headers and user slot, for an HTTP route and a WebSocket message handler alike. */
export function sessionCarrierOf(context: ExecutionContext): SessionCarrier {
  if (context.getType() === 'ws') {
    const client = context.switchToWs().getClient<WebSocketClient>();
    return { headers: client.request?.headers ?? {}, holder: client };
  }
  const request = context.switchToHttp().getRequest<RequestWithSession>();
  return { headers: request.headers, holder: request };
}
