// Writes .br and .gz beside every text asset of the web build, so the api serves them
// precompressed (@fastify/static preCompressed) at no CPU cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

// A directory may be named (a build made elsewhere, e.g. to compare two); the web build otherwise.
const dist = process.argv[2] ?? join(root, 'apps', 'web', 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function walk(directory) {
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(entry) && statSync(path).size > 512) {
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

walk(dist);
console.log('precompressed the web build (.br, .gz)');
