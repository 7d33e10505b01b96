import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, ws: path === '/ws' }]),
    ),
  },
});
