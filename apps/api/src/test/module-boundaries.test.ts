import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md that Biome's noRestrictedImports cannot express (a cycle
 * between two modules' faces), plus the ones it does, checked on the real source tree.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOWER_LAYERS = ['platform', 'policies', 'lib', 'db', 'storage'];

/** One import: the importing file's area and path, the imported file's area and path. */
type Edge = { from: string; to: string; file: string; target: string; specifier: string };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** `modules/<name>` for a file inside a module, else the top folder (or file) under src/. */
function areaOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : (parts[0] ?? '');
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of walk(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
      edges.push({
        from: areaOf(file),
        to: areaOf(target),
        file: relative(SRC, file),
        target: relative(SRC, target),
        specifier,
      });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one node (Tarjan). */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('module boundaries', () => {
  const edges = importEdges();
  const crossModule = edges.filter((edge) => edge.to.startsWith('modules/') && edge.to !== edge.from);

  it('finds the imports it checks', () => {
    // Guards the walker itself: if the pattern stopped matching, every rule below would pass.
    expect(edges.length).toBeGreaterThan(500);
    expect(crossModule.length).toBeGreaterThan(20);
  });

  it('reaches another module only through its index.ts', () => {
    const deep = crossModule
      .filter((edge) => !/^modules\/[^/]+\/index\.ts$/.test(edge.target))
      .map((edge) => `${edge.file} -> ${edge.specifier}`);
    expect(deep).toEqual([]);
  });

  it('keeps platform, policies, lib, db and storage free of feature modules', () => {
    const upward = crossModule
      .filter((edge) => LOWER_LAYERS.includes(edge.from))
      .map((edge) => `${edge.file} -> ${edge.specifier}`);
    expect(upward).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of crossModule) {
      if (!edge.from.startsWith('modules/')) continue;
      graph.set(edge.from, (graph.get(edge.from) ?? new Set()).add(edge.to));
    }
    expect(findCycles(graph)).toEqual([]);
  });

  it('detects a cycle when there is one', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a'])],
      ['modules/d', new Set(['modules/a'])],
    ]);
    expect(findCycles(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});
