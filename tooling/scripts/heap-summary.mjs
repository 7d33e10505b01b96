// `node tooling/scripts/heap-summary.mjs <file.heapsnapshot> [rows]`: what a V8 heap snapshot
// holds, summed by constructor (self sizes), largest first. Take the snapshot from a running
// server with `node --heapsnapshot-signal=SIGUSR2 …` then `kill -USR2 <pid>` (docs/operations.md),
// or `v8.writeHeapSnapshot()`. Reads the whole file: expect about 5x its size in memory.
import { readFileSync } from 'node:fs';

const [file, rowsArgument = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tooling/scripts/heap-summary.mjs <file.heapsnapshot> [rows]');
  process.exit(1);
}
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const fields = snapshot.snapshot.meta.node_fields;
const types = snapshot.snapshot.meta.node_types[0];
const stride = fields.length;
const typeAt = fields.indexOf('type');
const nameAt = fields.indexOf('name');
const sizeAt = fields.indexOf('self_size');
const { nodes, strings } = snapshot;

/** Objects by their constructor; strings, code and arrays of V8's own by their kind. */
function group(type, name) {
  if (type === 'object' || type === 'closure' || type === 'native') return `${name} (${type})`;
  if (type === 'hidden' || type === 'array' || type === 'code') return `(${type}) ${name}`;
  return `(${type})`;
}

const totals = new Map();
let total = 0;
for (let index = 0; index < nodes.length; index += stride) {
  const type = types[nodes[index + typeAt]];
  const name = strings[nodes[index + nameAt]];
  const size = nodes[index + sizeAt];
  const key = group(type, name.length > 60 ? `${name.slice(0, 57)}...` : name);
  const entry = totals.get(key) ?? { size: 0, count: 0 };
  entry.size += size;
  entry.count += 1;
  totals.set(key, entry);
  total += size;
}
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(7);
console.log(`${mb(total)} MB in ${nodes.length / stride} objects (self sizes)`);
for (const [key, { size, count }] of [...totals]
  .sort((a, b) => b[1].size - a[1].size)
  .slice(0, Number(rowsArgument))) {
  console.log(`${mb(size)} MB ${String(count).padStart(9)}  ${key}`);
}
