import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { z } from 'zod';
import { TRANSCRIPTION_PATH } from '@medi/contracts';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '../auth/access-cookies';
import { SignedInGuard } from '../auth/signed-in.guard';
import { requestSchemasOf, type RequestSchemas } from './request-schemas';

/** One HTTP route of a controller, as Nest registers it. */
export interface RouteDescription {
  method: string;
  /** Express form: /api/manage/license-pattern/:countryId */
  path: string;
  controller: string;
  handler: string;
  signedIn: boolean;
  status: number;
  schemas: RequestSchemas;
  /** The handler reads a body or query without a schema recorded for it (the document cannot describe it). */
  undescribed: ('body' | 'query')[];
}

type Guard = abstract new (...args: never[]) => unknown;

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const pathsOf = (metadata: unknown): string[] =>
  Array.isArray(metadata) ? (metadata as string[]) : [typeof metadata === 'string' ? metadata : '/'];

/** The routes of one controller class, read from the metadata its decorators left. */
export function describeControllerRoutes(controller: new (...args: never[]) => unknown): RouteDescription[] {
  const prototype = controller.prototype as Record<string, unknown>;
  const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as Guard[] | undefined) ?? [];
  const routes: RouteDescription[] = [];
  for (const handlerName of Object.getOwnPropertyNames(prototype)) {
    const handler = prototype[handlerName];
    if (handlerName === 'constructor' || typeof handler !== 'function') continue;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) continue;
    const guards = [
      ...classGuards,
      ...((Reflect.getMetadata(GUARDS_METADATA, handler) as Guard[] | undefined) ?? []),
    ];
    const schemas = requestSchemasOf(prototype, handlerName);
    const argumentKeys = Object.keys(
      (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) as object | undefined) ?? {},
    );
    const reads = (type: RouteParamtypes) => argumentKeys.some((key) => key.split(':')[0] === String(type));
    const undescribed = [
      ...(reads(RouteParamtypes.BODY) && !schemas.body ? (['body'] as const) : []),
      ...(reads(RouteParamtypes.QUERY) && !schemas.query ? (['query'] as const) : []),
    ];
    const explicitStatus = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
    for (const controllerPath of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const handlerPath of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
        routes.push({
          method: RequestMethod[method],
          path: joinPath(controllerPath, handlerPath),
          controller: controller.name,
          handler: handlerName,
          signedIn: guards.includes(SignedInGuard),
          status: explicitStatus ?? (method === RequestMethod.POST ? 201 : 200),
          schemas,
          undescribed,
        });
      }
    }
  }
  return routes;
}

type JsonSchema = Record<string, unknown>;

/** The version of the API contract (spec 01 and 02), not of a build. */
const API_VERSION = '1.0.0';

/** What a request carries, as JSON Schema: the input side of the zod schema (before its transforms). */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const jsonSchema: JsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  // The dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12); each schema need not repeat it.
  delete jsonSchema.$schema;
  return jsonSchema;
};

/** Query or path parameters: one per property of the schema's object. */
function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = jsonSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(objectSchema.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (objectSchema.required ?? []).includes(name),
    schema: property,
  }));
}

const ERROR_RESPONSE = {
  description:
    'An error: { code, message, statusCode, correlationId, details? } (COMMON.VALIDATION_FAILED lists each field).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

function operationOf(route: RouteDescription): JsonSchema {
  const { body, query, params } = route.schemas;
  const operation: JsonSchema = {
    operationId: `${route.controller}.${route.handler}`,
    tags: [route.controller.replace(/Controller$/, '')],
    parameters: [...parametersOf(params, 'path'), ...parametersOf(query, 'query')],
    responses: {
      [String(route.status)]: { description: 'Success.', content: { 'application/json': {} } },
      '4XX': ERROR_RESPONSE,
      '5XX': ERROR_RESPONSE,
    },
  };
  if (body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(body) } },
    };
  }
  if (route.signedIn) operation.security = [{ session: [] }];
  return operation;
}

/** /api/manage/license-pattern/:countryId → /api/manage/license-pattern/{countryId} */
const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the gateway's HTTP API, built from its routes and their zod schemas. */
export function buildOpenApiDocument(routes: RouteDescription[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MediScribe gateway API',
      version: API_VERSION,
      description:
        'Generated at run time from the routes of the gateway and the zod schemas they validate with. ' +
        `The live transcription WebSocket (${TRANSCRIPTION_PATH}) is described in docs/api/transcription-protocol.md.`,
    },
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: PLAIN_SESSION_COOKIE,
          description: `The HttpOnly session cookie sign-in sets (${SECURE_SESSION_COOKIE} over HTTPS).`,
        },
      },
      schemas: {
        ErrorResponse: {
          type: 'object',
          required: ['code', 'message', 'statusCode'],
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            statusCode: { type: 'integer' },
            correlationId: { type: 'string' },
            details: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
