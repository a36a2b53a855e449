import { BaseRpcContext } from '@nestjs/microservices';

type RedisStreamsContextArgs = [
  stream: string,
  entryId: string,
  requestId: string,
  correlationId: string,
  pattern: string,
];

/** Available to handlers through `@Ctx()`. */
export class RedisStreamsContext extends BaseRpcContext<RedisStreamsContextArgs> {
  getStream(): string {
    return this.args[0];
  }

  getEntryId(): string {
    return this.args[1];
  }

  /** Stable across redeliveries: handlers use it to stay idempotent. */
  getRequestId(): string {
    return this.args[2];
  }

  getCorrelationId(): string {
    return this.args[3];
  }

  getPattern(): string {
    return this.args[4];
  }
}
