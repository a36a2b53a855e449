import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  ACCESS_MESSAGES,
  AppError,
  CLOSE_CODES,
  AUDIO_FRAME_SUBPROTOCOL,
  MAX_FRAME_BYTES,
  TRANSCRIPTION_ERRORS,
  TRANSCRIPTION_PATH,
} from '@medi/contracts';
import { METRIC, MetricsService } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import type Redis from 'ioredis';
import { WebSocketServer } from 'ws';
import { SessionResolver } from '../auth/session-resolver';
import { sessionRequired } from '../auth/signed-in.guard';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { rejectUpgrade } from '../errors/app-error.filter';
import { HttpDrain } from '../lifecycle/http-drain.service';
import { checkRequestOrigin } from '../security/origin-policy';
import { LiveRelayRepository } from './live-relay.repository';
import { TranscriptionSocket } from './transcription-socket';

/**
 * The transcription WebSocket at /api/Session/transcription on the gateway's HTTP server: the upgrade is admitted
 * by the same origin policy and session cookie as the HTTP routes; frames over MAX_FRAME_BYTES close with 1009
 * (ws's maxPayload); a user's sockets close when the user signs out or changes the password, on any replica; a
 * doctor holds at most LIVE_SOCKETS_PER_DOCTOR sockets here; a socket that stops answering pings is cut; a socket
 * that reconnects to a session leaves the session's older sockets behind (closed with 4002), on any replica.
 */
@Injectable()
export class TranscriptionServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    // A client that offers binary audio frames gets them; any other offer is declined and the JSON protocol holds.
    handleProtocols: (offered) => (offered.has(AUDIO_FRAME_SUBPROTOCOL) ? AUDIO_FRAME_SUBPROTOCOL : false),
  });
  private readonly socketsByUser = new Map<string, Set<TranscriptionSocket>>();
  private socketEvents?: Redis;
  private heartbeatTimer?: NodeJS.Timeout;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly relay: LiveRelayRepository,
    private readonly services: ServiceClient,
    private readonly sessions: SessionResolver,
    private readonly drain: HttpDrain,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    metrics: MetricsService,
  ) {
    const socketsByUser = this.socketsByUser;
    metrics.gauge({
      name: METRIC.gatewayLiveSockets,
      help: 'Transcription WebSockets open on this gateway',
      collect() {
        let open = 0;
        for (const sockets of socketsByUser.values()) open += sockets.size;
        this.set(open);
      },
    });
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(request.url ?? '/', 'http://gateway').pathname !== TRANSCRIPTION_PATH) return;
      this.admit(request, socket, head).catch((error: unknown) => rejectUpgrade(request, socket, error));
    });
    this.socketEvents = this.relay.subscribeSocketEvents({
      onSignedOut: (userId) => this.closeSocketsOf(userId),
      onAttached: (sessionId, socketId) => this.leaveBehind(sessionId, socketId),
    });
    this.heartbeatTimer = setInterval(() => {
      for (const sockets of this.socketsByUser.values()) for (const socket of sockets) socket.heartbeat();
    }, this.config.LIVE_SOCKET_HEARTBEAT_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeatTimer);
    this.socketEvents?.disconnect();
    this.wss.close();
  }

  private async admit(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const origin = checkRequestOrigin(
      {
        method: request.method ?? 'GET',
        headers: request.headers,
        protocol: (socket as TLSSocket).encrypted ? 'https' : 'http',
      },
      this.config.PUBLIC_ORIGIN,
    );
    if (!origin.allowed) throw new AppError('AUTH.CROSS_SITE_REQUEST', ACCESS_MESSAGES.crossSiteRefused);
    const user = await this.sessions.resolve(request.headers);
    if (!user) throw sessionRequired();
    if ((this.socketsByUser.get(user.userId)?.size ?? 0) >= this.config.LIVE_SOCKETS_PER_DOCTOR)
      throw new AppError('COMMON.RATE_LIMITED', TRANSCRIPTION_ERRORS.tooManySockets);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new TranscriptionSocket(ws, user, request.headers, {
        relay: this.relay,
        services: this.services,
        sessions: this.sessions,
        signInRecheckMs: this.config.LIVE_SIGN_IN_RECHECK_MS,
      });
      const sockets = this.socketsByUser.get(user.userId) ?? new Set<TranscriptionSocket>();
      sockets.add(connection);
      this.socketsByUser.set(user.userId, sockets);
      this.drain.adoptUpgraded(socket, () => connection.close(1001, 'Server shutting down'));
      ws.on('close', () => {
        sockets.delete(connection);
        if (sockets.size === 0) this.socketsByUser.delete(user.userId);
      });
    });
  }

  private closeSocketsOf(userId: string): void {
    for (const connection of this.socketsByUser.get(userId) ?? []) {
      connection.close(CLOSE_CODES.signedOut, 'Signed out');
    }
  }

  /** A session's socket is whichever attached last: the others are connections the client left behind. */
  private leaveBehind(sessionId: string, attachedId: string): void {
    for (const sockets of this.socketsByUser.values())
      for (const connection of sockets)
        if (connection.sessionId === sessionId && connection.id !== attachedId)
          connection.close(CLOSE_CODES.replaced, 'Connected again');
  }
}
