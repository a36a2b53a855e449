import { type DynamicModule, Module } from '@nestjs/common';
import type { GatewayConfig } from './env';

/** Injection token of the validated GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

@Module({})
export class GatewayConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayConfigModule,
      global: true,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}
