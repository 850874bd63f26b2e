/**
 * The facet thread (decision 144): a copy of some dimensions of one search index, kept at the
 * index's version by the messages of the main thread (in order), answering facet counts off the
 * main thread. See `facet-thread.ts` for the messages.
 */
import { parentPort } from 'node:worker_threads';
import type { FacetAsk, FacetMessage } from './facet-thread.js';
import { countPlan, type FacetAnswer, type FacetBitmaps } from './facets.js';
import { RoaringBitmap32 } from './roaring.js';

const dimensions = new Map<string, Map<string, RoaringBitmap32>>();

const mirror: FacetBitmaps = {
  valuesOf: (dimension) => [...(dimensions.get(dimension)?.keys() ?? [])],
  bitmap: (dimension, value) => dimensions.get(dimension)?.get(value) ?? new RoaringBitmap32(),
};

function valuesOf(dimension: string): Map<string, RoaringBitmap32> {
  let values = dimensions.get(dimension);
  if (!values) {
    values = new Map();
    dimensions.set(dimension, values);
  }
  return values;
}

/** A document's slot is now in exactly these values of each dimension (none: not listed). */
function place(slot: number, values: Readonly<Record<string, readonly string[]>> | null): void {
  for (const [dimension, bitmaps] of dimensions) {
    for (const bitmap of bitmaps.values()) bitmap.remove(slot);
    for (const value of values?.[dimension] ?? []) {
      let bitmap = bitmaps.get(value);
      if (!bitmap) {
        bitmap = new RoaringBitmap32();
        bitmaps.set(value, bitmap);
      }
      bitmap.add(slot);
    }
  }
}

function count(ask: FacetAsk): FacetAnswer {
  const base = RoaringBitmap32.deserialize(ask.base, false);
  try {
    return countPlan(mirror, base, ask.plan);
  } finally {
    base.dispose();
  }
}

parentPort?.on('message', (message: FacetMessage) => {
  switch (message.type) {
    case 'load':
      for (const [dimension, values] of message.dimensions) {
        const bitmaps = valuesOf(dimension);
        for (const [value, bytes] of values) bitmaps.set(value, RoaringBitmap32.deserialize(bytes, false));
      }
      break;
    case 'place':
      for (const [slot, values] of message.changes) place(slot, values);
      break;
    case 'count':
      try {
        parentPort?.postMessage({ id: message.id, ...count(message.ask) });
      } catch (error) {
        parentPort?.postMessage({ id: message.id, error: String(error) });
      }
      break;
  }
});
