import { Controller, Get, Inject } from '@nestjs/common';
import type { GlobalConfigResponse } from '@medi/contracts';
import type { GatewayConfig } from '../../config/env';
import { GATEWAY_CONFIG } from '../../config/gateway-config.module';

/** Public settings the web app reads at start: brand name, support address, Medi Assist link. */
@Controller('api/Config')
export class ConfigController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('get')
  get(): GlobalConfigResponse {
    return {
      domainName: this.config.DOMAIN_NAME,
      supportEmail: this.config.SUPPORT_EMAIL,
      mediAssistBaseUrl: this.config.MEDI_ASSIST_BASE_URL,
    };
  }
}
