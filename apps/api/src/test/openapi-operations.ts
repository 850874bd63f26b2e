import type { App } from '../app.js';

/** One operation of the OpenAPI document, with its path parameters filled in. */
export type Operation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; template: string; url: string };

/** A well-formed value for each named path parameter, pointing at nothing that exists. */
const PARAM_VALUES: Record<string, string> = {
  code: 'ABCDEFGHJK',
  userCode: 'ABCDEFGHJK',
  token: 'a'.repeat(43),
  provider: 'google',
};
/** Every other path parameter is an id. */
const NIL_UUID = '00000000-0000-4000-8000-000000000000';

/** Every operation the API documents at /api/docs/json, for tests generated from the document. */
export async function listOperations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as Operation['method'],
      template,
      url: template.replace(/\{(\w+)\}/g, (_match, name: string) => PARAM_VALUES[name] ?? NIL_UUID),
    })),
  );
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.template}`;
