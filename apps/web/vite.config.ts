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

/** The data router's engine (createBrowserRouter), loaded once the first page is on screen (deferred-router.ts). */
const ROUTER_ENGINE_MODULE = 'src/app/browser-router.ts';

/**
 * The router's engine module gets React Router's production build, a second copy of the library, instead of the one
 * the rest of the app imports. React Router ships as one module and a bundler never splits a module, so importing
 * createBrowserRouter anywhere put the whole engine into the chunk that /login's hooks and RouterProvider come from;
 * apart, /login downloads about 15 kB gzip less and the engine's chunk about 12 kB more. The two copies share no
 * state that matters: the engine hands RouterProvider a router object and checks responses and errors by shape.
 */
function routerEngineApart(engineModule: string): Plugin {
  return {
    name: 'router-engine-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer?.endsWith(engineModule)) return null;
      const library = await this.resolve('react-router', importer);
      const productionBuild = library?.id.replace('/dist/development/', '/dist/production/');
      if (!productionBuild || productionBuild === library?.id) {
        throw new Error(`router-engine-apart: no production build of react-router beside ${library?.id}`);
      }
      return productionBuild;
    },
  };
}

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
  plugins: [react(), routerEngineApart(ROUTER_ENGINE_MODULE), preloadFirstPage(FIRST_PAGE_MODULE)],
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
