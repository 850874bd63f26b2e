import { Worker } from 'node:worker_threads';
import type { FacetedIndex, IndexDoc } from './faceted-index.js';
import type { FacetAnswer, FacetPlan } from './facets.js';
import type { RoaringBitmap32 } from './roaring.js';

/** Counts asked of the thread: `base` (the serialized matches of every other condition) and the plan. */
export type FacetAsk = { base: Uint8Array; plan: FacetPlan };

export type FacetMessage =
  | { type: 'load'; dimensions: [string, [string, Uint8Array][]][] }
  | { type: 'place'; changes: [number, Record<string, readonly string[]> | null][] }
  | { type: 'count'; id: number; ask: FacetAsk };
type Reply = { id: number; error?: string } & Partial<FacetAnswer>;

/**
 * The worker, from its compiled file; from source (tests, tsx) through tsx's loader, which a
 * worker does not inherit from its parent.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./facet-worker.js', import.meta.url));
  const source = JSON.stringify(new URL('./facet-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true },
  );
}

/**
 * Facet counts off the main thread (decision 144): a worker holds a copy of some dimensions of one
 * index (`load` once built, then each change's slot as `place`), and counts facet groups among a
 * base the main thread serializes. Messages arrive in the order they are sent, so a count asked
 * after a change is counted with it: the worker is always at the version the asker saw. When the
 * worker is gone (an error, or closed), `count` answers null and the caller counts in-process.
 */
export class FacetThread {
  private worker: Worker | null = null;
  private isLoaded = false;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (answer: FacetAnswer | null) => void }>();

  constructor(private readonly dimensions: readonly string[]) {}

  /** Copies the built index's dimensions to a new worker. */
  load(index: FacetedIndex): void {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(reply));
    worker.on('error', () => this.stop());
    worker.on('exit', () => this.stop());
    const dimensions = this.dimensions.map((dimension): [string, [string, Uint8Array][]] => [
      dimension,
      index.valuesOf(dimension).map((value) => [value, index.bitmap(dimension, value).serialize(false)]),
    ]);
    this.worker = worker;
    this.send({ type: 'load', dimensions });
    this.isLoaded = true;
  }

  /** The documents changed in the index (null: no longer listed), by slot. */
  place(changes: readonly [number, IndexDoc | null][]): void {
    if (!this.isLoaded || changes.length === 0) return;
    this.send({
      type: 'place',
      changes: changes.map(([slot, doc]) => [slot, doc ? this.valuesOf(doc) : null]),
    });
  }

  /** The plan's counts among `base` (null: no worker; count in-process). */
  count(base: RoaringBitmap32, plan: FacetPlan): Promise<FacetAnswer | null> {
    if (!this.isLoaded || !this.worker) return Promise.resolve(null);
    const id = this.nextId++;
    const answer = new Promise<FacetAnswer | null>((resolve) => this.pending.set(id, { resolve }));
    this.send({ type: 'count', id, ask: { base: base.serialize(false), plan } });
    this.worker.ref();
    return answer;
  }

  close(): void {
    const worker = this.worker;
    this.stop();
    void worker?.terminate();
  }

  private valuesOf(doc: IndexDoc): Record<string, readonly string[]> {
    const values: Record<string, readonly string[]> = {};
    for (const dimension of this.dimensions) values[dimension] = doc.values[dimension] ?? [];
    return values;
  }

  private send(message: FacetMessage): void {
    try {
      this.worker?.postMessage(message);
    } catch {
      this.stop();
    }
  }

  private answer(reply: Reply): void {
    const asked = this.pending.get(reply.id);
    if (!asked) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    const { counts, all, extra } = reply;
    asked.resolve(reply.error || !counts || !extra ? null : { counts, all: all ?? 0, extra });
  }

  /** No worker any more: what was asked is counted in-process by the askers. */
  private stop(): void {
    this.worker = null;
    this.isLoaded = false;
    for (const asked of this.pending.values()) asked.resolve(null);
    this.pending.clear();
  }
}
