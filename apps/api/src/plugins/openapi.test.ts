import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listEndpoints } from '@talentport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestHarness } from '../test/harness.js';
import { documentPath } from './openapi.js';

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; tags?: Array<{ name: string }> };

let h: TestHarness;
let doc: Document;
beforeAll(async () => {
  h = await startTestApp();
  doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
});
afterAll(async () => {
  await h.close();
});

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${p}`,
      operation,
    })),
  );

describe('the endpoints of the contract', () => {
  it('have unique ids', () => {
    const ids = listEndpoints().map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('are exactly the documented operations, each routed with its endpoint’s schema', () => {
    const expected = listEndpoints()
      .map((e) => `${e.method} ${documentPath(e)} ${e.id}`)
      .sort();
    const documented = operationsOf(doc)
      .map(
        ({ key, operation }) =>
          `${key} ${operation.operationId ?? '(no operationId: schema not from the contract)'}`,
      )
      .sort();
    expect(documented).toEqual(expected);
  });

  it('document their 4xx answers as error envelopes, and use only declared tags', () => {
    const declared = new Set((doc.tags ?? []).map((t) => t.name));
    for (const endpoint of listEndpoints()) {
      const operation = doc.paths[documentPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), endpoint.id).toEqual(
        [String(endpoint.successStatus ?? 200), ...endpoint.errors.map(String)].sort(),
      );
      for (const tag of endpoint.tags) expect(declared.has(tag), tag).toBe(true);
    }
  });
});

describe('route files', () => {
  const modulesDir = path.resolve(import.meta.dirname, '../modules');
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(full);
      return /routes\.ts$/.test(entry.name) ? [full] : [];
    });

  it('take their schemas from the contract (no inline envelope or object schemas)', () => {
    const inline = routeFiles(modulesDir).filter((file) =>
      /successEnvelope\(|z\.object\(/.test(readFileSync(file, 'utf8')),
    );
    expect(inline.map((file) => path.relative(modulesDir, file))).toEqual([]);
  });

  it('declare their rate limits in the route options, not in handler bodies', () => {
    const calling = routeFiles(modulesDir).filter((file) =>
      /enforceRateLimit\(|limitFailures\(\s*limiter|reserveRateLimit\(/.test(readFileSync(file, 'utf8')),
    );
    expect(calling.map((file) => path.relative(modulesDir, file))).toEqual([]);
  });
});
