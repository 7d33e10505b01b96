import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';

export interface ClientAsset {
  body: string;
  /** Compressed once at build: the bundle is served many times, compressed never per request. */
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** A short content hash: the page links `/client/app.js?v=<hash>` so the file can be cached. */
  version: string;
}

export interface ClientBundle {
  js: ClientAsset;
  css: ClientAsset;
}

const ENTRY = join(import.meta.dirname, '..', 'client', 'entry.ts');

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compression runs on libuv's thread pool: the server keeps answering while it works. */
async function asset(body: string): Promise<ClientAsset> {
  const hash = createHash('sha256').update(body).digest('base64url');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return {
    body,
    gzip: gzipped,
    br: brotli,
    etag: `"${hash.slice(0, 32)}"`,
    version: hash.slice(0, 12),
  };
}

/**
 * The game clients (`src/client/entry.ts` and the CSS it imports) bundled in memory with esbuild
 * once per process: no build step to forget, and the page always serves the code it ships with.
 */
export async function bundleClient(entry = ENTRY): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    outdir: 'client',
    entryNames: 'app',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const [jsAsset, cssAsset] = await Promise.all([asset(js), asset(css)]);
  return { js: jsAsset, css: cssAsset };
}

/** Builds on first use and shares the build; a failed build is retried on the next request. */
export function lazyClientBundle(): () => Promise<ClientBundle> {
  let pending: Promise<ClientBundle> | null = null;
  return () => {
    pending ??= bundleClient().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
