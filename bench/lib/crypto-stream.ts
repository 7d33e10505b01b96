/**
 * Writes the raw words of the production random source (`cryptoWords`, the pool behind
 * `cryptoRandom`) to stdout as bytes, for external test batteries (dieharder, ent) and for the
 * two-processes check of bench/rng-battery. Stops after `argv[2]` bytes (rounded up to a whole
 * chunk; omitted: until the reader closes the pipe) and prints `bytes <n>` on stderr: how many
 * bytes the reader was handed.
 * Run: `node --import tsx bench/lib/crypto-stream.ts [bytes] | dieharder -a -g 200`.
 */
import { cryptoWords } from '../../packages/game-math/src/random.js';

const CHUNK_WORDS = 1 << 18; // 1 MiB per write: few system calls, little memory.
const limit = process.argv[2] === undefined ? Number.POSITIVE_INFINITY : Number(process.argv[2]);
const next32 = cryptoWords();
let queued = 0;
let delivered = 0;
let closed = false;

function chunk(): Buffer {
  const words = new Uint32Array(CHUNK_WORDS);
  for (let i = 0; i < CHUNK_WORDS; i += 1) words[i] = next32();
  return Buffer.from(words.buffer);
}

function report(): void {
  process.stderr.write(`bytes ${delivered}\n`);
}

// The reader closing the pipe (dieharder has read what it needs) is the normal end.
process.stdout.on('error', () => {
  closed = true;
});
process.on('exit', report);

function pump(): void {
  while (!closed && queued < limit) {
    const bytes = chunk();
    queued += bytes.length;
    const more = process.stdout.write(bytes, (error) => {
      if (!error) delivered += bytes.length;
    });
    if (!more) {
      process.stdout.once('drain', pump);
      return;
    }
  }
}

pump();
