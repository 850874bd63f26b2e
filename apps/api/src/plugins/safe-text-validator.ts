import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@talentport/contract';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator of every route, preceded by the contract's shared string rule: a NUL or a lone
 * surrogate anywhere in a body, query string or path is a 400 naming the field, before the route's
 * schema (and long before the database) sees it.
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const path = findUnsafeText(data);
    if (path) {
      return {
        error: [
          {
            keyword: 'safeText',
            instancePath: path.length > 0 ? `/${path.join('/')}` : '',
            schemaPath: '#',
            params: {},
            message: UNSAFE_TEXT_MESSAGE,
          },
        ] as never,
      };
    }
    return validate(data);
  };
};
