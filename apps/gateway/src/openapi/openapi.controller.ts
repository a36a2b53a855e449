import { Controller, Get, Header } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { GLOBAL_CONFIG_PATH } from '../api/config/global-config.route';
import { buildOpenApiDocument, describeControllerRoutes, type RouteDescription } from './openapi-document';

/** Under /support, where the support session's cookie is sent (it is kept to that path). */
export const OPENAPI_ROUTE = '/support/openapi.json';

/** The route answered ahead of Nest (global-config.route.ts), which no controller declares. */
const GLOBAL_CONFIG_ROUTE: RouteDescription = {
  method: 'GET',
  path: GLOBAL_CONFIG_PATH,
  controller: 'GlobalConfig',
  handler: 'get',
  signedIn: false,
  status: 200,
  schemas: {},
  undescribed: [],
};

/**
 * The gateway's HTTP API as OpenAPI, for support staff and the hospital's IT: built once from the controllers
 * Nest registered and the zod schemas their handlers validate with, so it cannot drift from the code.
 */
@Controller('support')
export class OpenApiController {
  private document?: object;

  constructor(private readonly discovery: DiscoveryService) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-store')
  get(): object {
    this.document ??= buildOpenApiDocument(this.routes());
    return this.document;
  }

  /** Every route of every controller in the application, and the one answered ahead of Nest. */
  routes(): RouteDescription[] {
    return [
      GLOBAL_CONFIG_ROUTE,
      ...this.discovery
        .getControllers()
        .flatMap((wrapper) =>
          wrapper.metatype
            ? describeControllerRoutes(wrapper.metatype as new (...args: never[]) => unknown)
            : [],
        ),
    ];
  }
}
