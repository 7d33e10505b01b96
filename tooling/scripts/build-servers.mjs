// `npm run build:servers` (or `node tooling/scripts/build-servers.mjs api games`): the api, the
// game studio and the payments sandbox as plain JavaScript for `node dist/<entry>.js` (decision
// 0008). Our code and the workspace packages, which export TypeScript source (decision 0001),
// are bundled; every npm package stays an import resolved from node_modules at run time, as in
// development.
import { readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { root } from './lib.mjs';

/** Operator commands of the api (`src/modules/<module>/run-<command>.ts`), built beside the server. */
function apiCommands() {
  const modules = join(root, 'apps', 'api', 'src', 'modules');
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(modules, entry.name))
        .filter((name) => /^run-[\w-]+\.ts$/.test(name))
        .map((name) => join(modules, entry.name, name)),
    );
}

const servers = [
  { app: 'api', entries: [join(root, 'apps/api/src/server.ts'), ...apiCommands()] },
  { app: 'games', entries: [join(root, 'apps/games/src/server.ts')] },
  { app: 'payments', entries: [join(root, 'apps/payments/src/server.ts')] },
];

/**
 * npm packages stay external (node resolves them from node_modules, native and WASM files
 * included); `@croupier/*` workspace packages are TypeScript source and are bundled.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@croupier/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * A bundle has one `import.meta.url`, the output file's. Code that finds its data files beside
 * its source (the migrations, the translation files, the studio's game-client sources) means
 * its own file, so each source file's `import.meta.url`/`dirname` is rewritten to its path
 * relative to the bundle: the built server reads the same files from the checkout it was built in.
 */
function sourceRelativeImportMeta(outdir) {
  return {
    name: 'source-relative-import-meta',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const fromBundle = (path) => relative(outdir, path).split(sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle(args.path))}, import.meta.url).href`;
        const directory = `(import.meta.dirname + ${JSON.stringify(`/${fromBundle(dirname(args.path))}`)})`;
        return {
          contents: source
            .replaceAll('import.meta.url', url)
            .replaceAll('import.meta.dirname', directory),
          loader: 'ts',
        };
      });
    },
  };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((app) => !servers.some((server) => server.app === app));
if (unknown.length > 0) {
  console.error(
    `unknown app ${unknown.join(', ')}: choose from ${servers.map((s) => s.app).join(', ')}`,
  );
  process.exit(1);
}
const chosen = wanted.length === 0 ? servers : servers.filter(({ app }) => wanted.includes(app));

const started = performance.now();
await Promise.all(
  chosen.map(async ({ app, entries }) => {
    const outdir = join(root, 'apps', app, 'dist');
    await rm(outdir, { recursive: true, force: true });
    await build({
      entryPoints: entries,
      outdir,
      entryNames: '[name]',
      bundle: true,
      // No shared chunks: every output file sits in outdir, which the import.meta rewrite
      // below counts its relative paths from.
      splitting: false,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      // Readable stack traces in production logs without source maps loaded into memory.
      minify: false,
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [externalNpmPackages, sourceRelativeImportMeta(outdir)],
    });
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`built in ${seconds} s: ${chosen.map(({ app }) => `apps/${app}/dist`).join(', ')}`);
