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

/**
 * Lazy chunks every first load needs, preloaded by the entry HTML so they download beside the
 * entry instead of after it (decision 0201): the contracts every boot request is parsed with,
 * and the lobby screen, the landing page.
 */
const startUpChunks = ['/src/lib/contracts.ts', '/src/app/routes/lobby-route.tsx'];

function preloadStartUpChunks(): Plugin {
  return {
    name: 'croupier:preload-start-up-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName) || chunk.isEntry) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const id = chunk.facadeModuleId.replaceAll('\\', '/');
          if (startUpChunks.some((suffix) => id.endsWith(suffix))) visit(chunk.fileName);
        }
        // Vite already preloads the entry's static imports.
        const fresh = (file: string) => !html.includes(`/${file}"`);
        return [
          ...[...files].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadStartUpChunks()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, ws: path === '/ws' }]),
    ),
  },
});
