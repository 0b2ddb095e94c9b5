/**
 * The type provider of route modules: like fastify-type-provider-zod's, except that a handler returns the
 * envelope (`ok(result)`) around a bare result schema. A schema made with envelopeOf is taken as it is.
 */
import type { Envelope } from '@lottoshop/contracts/envelope';
import type { FastifyTypeProvider } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';

export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends { readonly '~envelope': true }
    ? this['schema'] extends $ZodType
      ? output<this['schema']>
      : unknown
    : this['schema'] extends $ZodType
      ? Envelope<output<this['schema']>>
      : unknown;
}
