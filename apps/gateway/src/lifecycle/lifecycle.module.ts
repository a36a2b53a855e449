import { Global, Module } from '@nestjs/common';
import { HttpDrain } from './http-drain.service';

/** Global so a WebSocket handler anywhere can hand its upgraded sockets to the shutdown drain. */
@Global()
@Module({ providers: [HttpDrain], exports: [HttpDrain] })
export class LifecycleModule {}
