// The fuzz suites' only source of chance: a seeded generator (mulberry32), so a seed replays a run exactly.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** The run's seed: `FUZZ_SEED` to replay a failure, else a fixed one so every run sends the same requests. */
export function fuzzSeed(fallback = 20_261_122): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return fallback;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
  return seed;
}

/** A seed of its own per target, so one target's cases do not shift when another target is added. */
export function targetSeed(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (let index = 0; index < name.length; index++)
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
