/**
 * A repeatable random sequence in [0, 1) from a seed (a linear congruential generator), for
 * fixtures that must be the same on every run: the search indexes' property tests build their
 * data with it.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** One of `values`, drawn with `random`. */
export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}
