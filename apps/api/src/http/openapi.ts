/** OpenAPI from the routes' zod schemas (wire casing), browsable at /docs, JSON at /docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { snakeCaseJsonSchema } from './json-schema-casing.ts';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

type Transformed = { schema: Record<string, unknown>; url: string };

const WIRE_CASED_PARTS = ['body', 'querystring'] as const;

type TransformInput = Parameters<typeof zodTransform>[0];

/**
 * A response documented as a plain OpenAPI response object (a 204's `NO_CONTENT`, a file endpoint's `A_FILE`, both
 * in endpoint-route.ts) is not a zod schema, which the zod transform refuses: it is taken out before the transform and put back as it is.
 */
function withoutPlainResponses(input: TransformInput): {
  zodInput: TransformInput;
  plain?: Record<string, unknown>;
} {
  const response = (input.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return { zodInput: input };
  const isZod = (s: unknown) => typeof s === 'object' && s !== null && '_zod' in s;
  const entries = Object.entries(response);
  if (entries.every(([, s]) => isZod(s))) return { zodInput: input };
  const zodResponse = Object.fromEntries(entries.filter(([, s]) => isZod(s)));
  const { response: _, ...rest } = input.schema as Record<string, unknown>;
  const schema = Object.keys(zodResponse).length > 0 ? { ...rest, response: zodResponse } : rest;
  return {
    zodInput: { ...input, schema } as TransformInput,
    plain: Object.fromEntries(entries.filter(([, s]) => !isZod(s))),
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'lottoshop API',
        version: '2',
        description:
          'Service families /v2 (platform), /social/v3, /rewards, /cms and /customer-verify. Signed calls send ' +
          'X-App-Key, X-Timestamp and X-Signature; /v2 calls send X-Api-Version (3.0-3.9). Keys are snake_case ' +
          'on the wire except under Numbers, Powerball and Favourites.',
      },
      components: {
        securitySchemes: {
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const { zodInput, plain } = withoutPlainResponses(input);
      const { schema, url } = zodTransform(zodInput) as Transformed;
      if (!schema || schema.hide) return { schema, url };
      const out: Record<string, unknown> = { ...schema };
      for (const part of WIRE_CASED_PARTS) {
        if (out[part]) out[part] = snakeCaseJsonSchema(out[part]);
      }
      const response = out.response as Record<string, unknown> | undefined;
      if (response) {
        out.response = Object.fromEntries(
          Object.entries(response).map(([status, s]) => [status, snakeCaseJsonSchema(s)]),
        );
      }
      if (plain) out.response = { ...(out.response as object | undefined), ...plain };
      return { schema: out, url };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as {
        components?: { schemas?: Record<string, unknown> };
      };
      const schemas = document.components?.schemas;
      if (schemas) {
        for (const [name, s] of Object.entries(schemas)) schemas[name] = snakeCaseJsonSchema(s);
      }
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });

  // The docs page runs Swagger UI's own scripts and styles: its policy allows them by hash (staticCSP), and
  // not the upgrade of http requests (a development API is plain http).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
