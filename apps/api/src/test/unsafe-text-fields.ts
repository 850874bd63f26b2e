/**
 * Every string field of every operation of the OpenAPI document (body, query, path), for the
 * fuzz test that sends each one a NUL and a lone surrogate.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type OperationDoc = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, OperationDoc>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type StringField = {
  method: string;
  template: string;
  where: 'body' | 'query' | 'path';
  /** Property names from the body's root (an array element is "0"). */
  path: string[];
};

function resolve(doc: OpenApiDoc, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

const isStringType = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** Paths of the string leaves of a body schema (each once, a few levels deep). */
export function stringPaths(doc: OpenApiDoc, raw: JsonSchema, path: string[] = [], depth = 0): string[][] {
  const schema = resolve(doc, raw);
  if (depth > 6) return [];
  if (isStringType(schema)) return [path];
  const found: string[][] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push(...stringPaths(doc, child, [...path, key], depth + 1));
  }
  if (schema.items) found.push(...stringPaths(doc, schema.items, [...path, '0'], depth + 1));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...stringPaths(doc, part, path, depth + 1));
  }
  const unique = new Map(found.map((entry) => [entry.join('/'), entry]));
  return [...unique.values()];
}

export function listStringFields(doc: OpenApiDoc): StringField[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const bodyFields = body
        ? stringPaths(doc, body).map((path) => ({ method, template, where: 'body' as const, path }))
        : [];
      const parameterFields = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .filter((parameter) => parameter.schema && stringPaths(doc, parameter.schema).length > 0)
        .map((parameter) => ({
          method,
          template,
          where: parameter.in as 'query' | 'path',
          path: [parameter.name],
        }));
      return [...bodyFields, ...parameterFields];
    }),
  );
}

/** A JSON value that holds `text` at `path` and nothing else. */
export function valueAt(path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (head === '0') return [valueAt(rest, text)];
  return { [head as string]: valueAt(rest, text) };
}
