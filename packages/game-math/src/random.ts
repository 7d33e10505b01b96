import { randomFillSync } from 'node:crypto';

/**
 * The only way an engine draws chance. Production uses {@link cryptoRandom} (DESIGN.md §6:
 * outcomes from `crypto`, only on the studio server); tests and simulations use
 * {@link seededRandom} so a failing case can be replayed.
 */
export interface RandomSource {
  /** A uniform integer in [0, n); `n` is a positive integer up to 2^32. */
  int(n: number): number;
}

const TWO_32 = 0x1_0000_0000;

function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
    throw new RangeError(`RandomSource.int(n) needs an integer 1 <= n <= 2^32, got ${n}`);
  }
}

/**
 * Maps a stream of uniform 32-bit words to [0, n) without modulo bias: words at or above the
 * largest multiple of n below 2^32 are thrown away and redrawn (at most half of them, for the
 * worst n just over 2^31).
 */
function uniformFrom(next32: () => number, n: number): number {
  assertRange(n);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = next32();
    if (word < limit) return word % n;
  }
}

/**
 * A {@link RandomSource} over any stream of uniform 32-bit words, scaled by rejection. Exported
 * so the scaling rule can be checked against a scripted word stream (GF-01: no modulo bias).
 */
export function randomFromWords(next32: () => number): RandomSource {
  return { int: (n) => uniformFrom(next32, n) };
}

/** Words per refill of the crypto pool: one system call per 16 KiB of randomness. */
const POOL_WORDS = 4096;

/**
 * The raw 32-bit words behind {@link cryptoRandom}: node:crypto output through a buffered pool.
 * Exported so the randomness battery (bench/rng-battery) tests these exact words.
 */
export function cryptoWords(): () => number {
  const pool = new Uint32Array(POOL_WORDS);
  let index = POOL_WORDS;
  return () => {
    if (index === POOL_WORDS) {
      randomFillSync(pool);
      index = 0;
    }
    return pool[index++] ?? 0;
  };
}

/** Cryptographic randomness (node:crypto) drawn from a buffered pool, with rejection sampling. */
export function cryptoRandom(): RandomSource {
  return randomFromWords(cryptoWords());
}

/**
 * A reproducible source for tests and simulations: sfc32 (Chris Doty-Humphrey's small fast
 * counting generator, passes PractRand to 2^40+ bytes), seeded through splitmix32 so nearby
 * seeds give unrelated streams. Never for real play: its state can be recovered from output.
 * Same rejection rule as {@link uniformFrom}, inlined with the last range's limit cached:
 * simulations draw from the same few strip lengths billions of times.
 */
export function seededRandom(seed: number): RandomSource & { next32(): number } {
  let s = seed >>> 0;
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let counter = 1;
  const next32 = (): number => {
    const t = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of sfc32 still echo the seed; the reference implementation skips 12.
  for (let i = 0; i < 12; i += 1) next32();
  // The same rejection rule as uniformFrom, inlined, with the last range's bound cached:
  // simulations draw from the same few strip lengths billions of times. `maxAccepted` (not
  // the limit itself) keeps the comparison within unsigned 32-bit integers.
  let lastRange = 1;
  let maxAccepted = TWO_32 - 1;
  return {
    next32,
    int(n: number): number {
      if (n !== lastRange) {
        assertRange(n);
        lastRange = n;
        maxAccepted = TWO_32 - (TWO_32 % n) - 1;
      }
      for (;;) {
        const t = (((a + b) | 0) + counter) | 0;
        counter = (counter + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (c << 21) | (c >>> 11);
        c = (c + t) | 0;
        const word = t >>> 0;
        if (word <= maxAccepted) return word % n;
      }
    },
  };
}
