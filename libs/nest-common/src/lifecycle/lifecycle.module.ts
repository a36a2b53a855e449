import { Global, Module } from '@nestjs/common';
import { GracefulShutdown } from './graceful-shutdown.service';

@Global()
@Module({ providers: [GracefulShutdown], exports: [GracefulShutdown] })
export class LifecycleModule {}
