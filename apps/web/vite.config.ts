import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type Rollup,
} from 'vite';

/** The gateway serves the API and the queue dashboard; the dev server forwards to it so cookies stay same-origin. */
const GATEWAY_URL = 'http://localhost:8080';

/** Where most visits start: / and every protected route without a session redirect to it. */
const FIRST_PAGE_MODULE = 'src/features/auth/LoginPage.tsx';

/**
 * index.html preloads the first page's lazy chunk, what it imports and their stylesheets, so they download beside
 * the entry instead of after the entry has run and the router has asked for them.
 */
function preloadFirstPage(pageModule: string): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const chunkList = [...chunks.values()];
        const entry = chunkList.find((chunk) => chunk.isEntry);
        const page = chunkList.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
        if (!entry || !page) throw new Error(`preload-first-page: no entry or no chunk for ${pageModule}`);

        const staticClosure = (start: Rollup.OutputChunk) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
          };
          visit(start.fileName);
          return files;
        };
        const preloadedWithEntry = staticClosure(entry);
        const pageFiles = [...staticClosure(page)].filter((file) => !preloadedWithEntry.has(file));
        // The page's own stylesheets: Vite's loader waits for them before the page module runs, so they would
        // otherwise start downloading only once the entry has run. Preloaded, not render-blocking: the branded
        // first paint does not wait for them, and the loader's stylesheet link finds them in the cache.
        const pageStyles = pageFiles.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...pageFiles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          ...pageStyles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstPage(FIRST_PAGE_MODULE)],
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
