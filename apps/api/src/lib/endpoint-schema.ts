import { type EndpointInput, successEnvelope } from '@talentport/contract';
import type { z } from 'zod';

type Has<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
type Slot<Key extends string, S> = [S] extends [never] ? unknown : { [P in Key]: S };
/** 200, or the endpoint's own `successStatus` (202 for work accepted for the background). */
type SuccessStatus<E> = E extends { successStatus: 202 } ? 202 : 200;

/** The Fastify route schema of one endpoint of the contract (what the type provider reads). */
export type EndpointRouteSchema<E extends EndpointInput> = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  consumes?: string[];
} & Slot<'params', Has<E, 'params'>> &
  Slot<'querystring', Has<E, 'query'>> &
  Slot<'body', Has<E, 'body'>> &
  Slot<
    'response',
    [Has<E, 'response'>] extends [never]
      ? never
      : { [P in SuccessStatus<E>]: ReturnType<typeof successEnvelope<Has<E, 'response'>>> }
  >;

/**
 * The route's schema, taken from the endpoint's definition in the contract: params, query, body
 * and the success envelope around its result, plus its name, summary and tags for the document.
 * Use it with the endpoint's own method and path: `app.post(e.path, { schema: endpointSchema(e) }, …)`.
 */
export function endpointSchema<const E extends EndpointInput>(endpoint: E): EndpointRouteSchema<E> {
  return {
    operationId: endpoint.id,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response
      ? { response: { [endpoint.successStatus ?? 200]: successEnvelope(endpoint.response) } }
      : {}),
  } as EndpointRouteSchema<E>;
}
