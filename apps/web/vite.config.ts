import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The api serves the build; in development Vite proxies the api's paths to it.
const apiTarget = 'http://127.0.0.1:3000';
const proxied = [
  '/api',
  '/messages',
  '/client-context',
  '/log',
  '/performance',
  '/network-performance',
  '/metrics-errors-validation',
  '/check-email',
  '/restore-id',
  '/jam',
  '/images',
  '/ws',
];

const entryModule = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const startModule = fileURLToPath(new URL('src/app/start.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * Every page loads `app/start` and all it imports statically (main.tsx imports it after
 * react-dom). Left to itself the bundler cut that graph into ~25 chunks wherever a lazy route
 * shares a module, each one more request and one more modulepreload link the start-up appends
 * (decision 0204). Here it becomes two: `app`, the site's own start-up code, and `libraries`,
 * the packages it uses, which change only with the lockfile and so stay cached across releases.
 * React and react-dom keep their own chunk: start-up evaluates them a task before the app. A
 * module some code imports dynamically keeps its own too: that import says where a load starts
 * (the start-up scripts of SH-051 are requested as scripts of their own).
 */
function startChunks(): {
  plugin: Plugin;
  chunkOf: (id: string, graph: ModuleGraph) => string | null;
} {
  let graphs: { entry: Set<string>; start: Set<string> } | undefined;
  const staticGraphOf = (root: string, graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const queue = [root];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    plugin: {
      name: 'croupier:start-chunks',
      buildStart() {
        graphs = undefined;
      },
    },
    chunkOf: (id, graph) => {
      graphs ??= {
        entry: staticGraphOf(entryModule, graph),
        start: staticGraphOf(startModule, graph),
      };
      // What the entry itself imports stays with it: it loads before the first paint, the
      // start-up code only after it (decision 0202).
      if (!graphs.start.has(id) || graphs.entry.has(id)) return null;
      if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
      if (!id.includes('/node_modules/')) return 'app';
      return /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? null : 'libraries';
    },
  };
}

const start = startChunks();

export default defineConfig({
  plugins: [react(), start.plugin],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: start.chunkOf, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, ws: path === '/ws' }]),
    ),
  },
});
