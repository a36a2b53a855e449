import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type Rollup,
} from 'vite';
import type { PrerenderedPage } from './src/app/first-page.prerender';

/** The gateway serves the API and the queue dashboard; the dev server forwards to it so cookies stay same-origin. */
const GATEWAY_URL = 'http://localhost:8080';

/** Where most visits start: / and every protected route without a session redirect to it. */
const FIRST_PAGE_MODULE = 'src/features/auth/LoginPage.tsx';

/** Renders /login at build time (server-side rendering), for the page the gateway serves at /login. */
const PRERENDER_MODULE = 'src/app/first-page.prerender.tsx';

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

/** The bundle's chunks by file name. */
function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** A chunk's file and the files of every chunk it imports statically, directly or not. */
function staticClosure(chunks: Map<string, Rollup.OutputChunk>, start: Rollup.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return files;
}

/** The entry chunk and the chunk whose facade is the first page's module. */
function entryAndPage(chunks: Map<string, Rollup.OutputChunk>, pageModule: string) {
  const chunkList = [...chunks.values()];
  const entry = chunkList.find((chunk) => chunk.isEntry);
  const page = chunkList.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
  if (!entry || !page) throw new Error(`No entry chunk or no chunk for ${pageModule}`);
  return { entry, page };
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
        const chunks = chunksOf(bundle);
        const { entry, page } = entryAndPage(chunks, pageModule);
        const preloadedWithEntry = staticClosure(chunks, entry);
        const pageFiles = [...staticClosure(chunks, page)].filter((file) => !preloadedWithEntry.has(file));
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces `pattern` in `html`, which must be there: a template that changed fails the build. */
function replaceRequired(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`prerender-first-page: index.html has no ${String(pattern)}`);
  return html.replace(pattern, replacement);
}

/**
 * /login as HTML: the build renders the page with React on the server side (PRERENDER_MODULE) and writes
 * login/index.html, index.html with that markup in #root instead of the branded first paint, /login's title and
 * description, the page's stylesheet render-blocking instead of preloaded, and Mantine's light colour scheme set on
 * <html> as MantineProvider would set it. The page is drawn from HTML and CSS, before any script has run; main.tsx
 * hydrates it. The gateway serves the file at /login; every other path still gets index.html.
 */
function prerenderFirstPage(prerenderModule: string): Plugin {
  let page: PrerenderedPage | undefined;
  return {
    name: 'prerender-first-page',
    apply: 'build',
    config: () => ({
      // App mode: the build has a server environment (for this) beside the client one.
      builder: { sharedConfigBuild: true },
      environments: {
        ssr: {
          resolve: { conditions: ['source', ...defaultServerConditions] },
          build: {
            outDir: 'node_modules/.prerender',
            emptyOutDir: true,
            rolldownOptions: { input: prerenderModule },
          },
        },
      },
    }),
    async buildApp(builder) {
      const ssr = builder.environments.ssr;
      const output = (await builder.build(ssr)) as Rollup.RollupOutput;
      const entry = output.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('prerender-first-page: the server build has no entry');
      const { root, build } = ssr.config;
      const built = (await import(`${root}/${build.outDir}/${entry.fileName}`)) as {
        prerenderFirstPage: () => Promise<PrerenderedPage>;
      };
      page = await built.prerenderFirstPage();
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (this.environment.name !== 'client' || !page || index?.type !== 'asset') return;
        let html = String(index.source);
        html = replaceRequired(
          html,
          /<html lang="en">/,
          '<html lang="en" data-mantine-color-scheme="light">',
        );
        html = replaceRequired(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
        if (page.description) {
          html = replaceRequired(
            html,
            /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
            `<meta name="description" content="${escapeHtml(page.description)}" />`,
          );
        }
        html = replaceRequired(html, /<link rel="preload" as="style"/g, '<link rel="stylesheet"');
        html = replaceRequired(
          html,
          /<div id="root">[\s\S]*?<\/div>/,
          `<div id="root" data-prerendered-path="${page.path}">${page.html}</div>`,
        );
        this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}/index.html`, source: html });
      },
    },
  };
}

/**
 * The first page in four files instead of 32: what the entry needs in one chunk, what /login adds in another,
 * /login's own module and Rolldown's runtime. Rolldown splits the modules that several routes share into small
 * chunks, one for each set of routes; the first page fetched 32 of them, each with its own request, import glue and
 * gzip stream (143.2 -> 132.0 kB gzip). Which modules those are is known only once the chunks exist, so the build
 * runs twice: the first pass finds the modules of the first page's chunks and writes nothing, the second groups
 * them. Every other route still loads its own code on demand and only imports what it shares with these.
 */
function firstPageChunks(pageModule: string): Plugin {
  const entryModules = new Set<string>();
  const pageModules = new Set<string>();
  let learning = true;
  return {
    name: 'first-page-chunks',
    apply: 'build',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'entry', test: (id: string) => entryModules.has(id), priority: 2 },
                      { name: 'first-page', test: (id: string) => pageModules.has(id), priority: 1 },
                    ],
                  },
                },
              },
            },
          }
        : undefined,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client' || !learning) return;
        const chunks = chunksOf(bundle);
        const { entry, page } = entryAndPage(chunks, pageModule);
        const entryFiles = staticClosure(chunks, entry);
        const modulesOf = (file: string) => chunks.get(file)?.moduleIds ?? [];
        for (const file of entryFiles) modulesOf(file).forEach((id) => entryModules.add(id));
        // The page's module keeps a chunk of its own, so the router's lazy import of it stays as it is.
        for (const file of staticClosure(chunks, page)) {
          if (!entryFiles.has(file) && file !== page.fileName)
            modulesOf(file).forEach((id) => pageModules.add(id));
        }
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
      },
    },
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      learning = false;
      await builder.build(builder.environments.client);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    routerEngineApart(ROUTER_ENGINE_MODULE),
    preloadFirstPage(FIRST_PAGE_MODULE),
    // Before firstPageChunks: the server build renders /login before the client builds that write it.
    prerenderFirstPage(PRERENDER_MODULE),
    firstPageChunks(FIRST_PAGE_MODULE),
  ],
  // The year the prerendered /login shows (useCurrentYear).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
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
