import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The gateway serves the API and the queue dashboard; the dev server forwards to it so cookies stay same-origin. */
const GATEWAY_URL = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // 'source' first: @medi/contracts resolves to its TypeScript source, so the web never needs a contracts build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: GATEWAY_URL, changeOrigin: true, ws: true },
      '/support': { target: GATEWAY_URL, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/first-page-weight.mjs to add up what /login loads before its form is usable.
    manifest: true,
  },
});
