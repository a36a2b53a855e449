import {
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  matchRoutes,
  type BlockerFunction,
  type DataRouteMatch,
  type DataRouteObject,
  type DataRouter,
  type HydrationState,
  type RouteObject,
  type RouterState,
  type RouterNavigateOptions,
  type RouterSubscriber,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { loadWhenIdle } from '../browser/idle-load';

/** What the stand-in needs of a history: where the visit is and how hrefs are written (browser or memory). */
export type VisitHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'createHref' | 'createURL' | 'encodeLocation' | 'listen'
>;

/** Creates the real data router over `routes`, starting from the stand-in's loader data instead of loading it again. */
export type LoadRouterEngine = (routes: RouteObject[], hydrationData: HydrationState) => Promise<DataRouter>;

export interface DeferRouterOptions {
  routes: RouteObject[];
  history: VisitHistory;
  loadEngine: LoadRouterEngine;
  /**
   * The loader data the page's prerendered markup was drawn with. Hydration must see that markup's data; the
   * loaders run once the page has hydrated (when RouterProvider subscribes) and their answers are drawn then.
   */
  hydrationData?: HydrationState;
}

const NO_ENGINE_YET = 'needs the router engine, which has not loaded yet';
/** How the stand-in tells RouterProvider of a new state: nothing deleted, no new errors, no synchronous flush. */
const PLAIN_UPDATE: Parameters<RouterSubscriber>[1] = {
  deletedFetchers: [],
  newErrors: null,
  flushSync: false,
};

/** The route with its lazy properties in, as the router holds a route once it has loaded it. */
async function withLazyLoaded(route: RouteObject): Promise<DataRouteObject> {
  const { id, lazy } = route;
  if (!id) throw new Error(`The stand-in router draws routes with ids only (path ${route.path ?? '(none)'})`);
  if (lazy !== undefined && typeof lazy !== 'function') {
    throw new Error(`The stand-in router loads lazy() functions only (route ${id})`);
  }
  const loaded = lazy ? await lazy() : {};
  return { ...route, ...loaded, id, lazy: undefined } as DataRouteObject;
}

/** The route table with the drawn routes replaced by their loaded copies, so the engine starts with them resolved. */
function withResolvedRoutes(
  routes: RouteObject[],
  resolved: ReadonlyMap<string, DataRouteObject>,
): RouteObject[] {
  return routes.map((route) => {
    const current = (route.id && resolved.get(route.id)) || route;
    return route.children
      ? ({ ...current, children: withResolvedRoutes(route.children, resolved) } as RouteObject)
      : current;
  });
}

async function runLoaders(
  matches: DataRouteMatch[],
  history: VisitHistory,
): Promise<RouterState['loaderData']> {
  const url = history.createURL(history.location);
  const pattern =
    matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/')
      .replace(/\/\/+/g, '/') || '/';
  const entries = await Promise.all(
    matches
      .filter((match) => typeof match.route.loader === 'function')
      .map(async ({ route, params }) => {
        const loader = route.loader as Exclude<DataRouteObject['loader'], boolean | undefined>;
        const data: unknown = await loader({
          request: new Request(url),
          url,
          pattern,
          params,
          context: undefined,
        });
        if (data instanceof Response) {
          throw new Error(`The stand-in router draws pages whose loaders answer data (route ${route.id})`);
        }
        return [route.id, data] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/**
 * A stand-in for the data router while its engine (createBrowserRouter: navigation, loaders, blockers, fetchers)
 * loads beside the first page, so that /login draws without waiting for it. It draws one visit, as RouterProvider
 * expects of an initialised router: the matched routes' lazy code loaded and their loaders run. Once the page is on
 * screen and the browser idle it loads the engine, hands it the route table with those routes resolved and their
 * loader data (so nothing runs twice and nothing is redrawn), and from then on forwards every call to it. A
 * navigation, a fetcher or a Back press before then fetches the engine at once and waits for it. Resolves once the
 * visit can be drawn.
 */
export async function deferRouter({
  routes,
  history,
  loadEngine,
  hydrationData,
}: DeferRouterOptions): Promise<DataRouter> {
  const matched = matchRoutes(routes, history.location);
  if (!matched) throw new Error(`The stand-in router has no route for ${history.location.pathname}`);
  const matches: DataRouteMatch[] = await Promise.all(
    matched.map(async (match) => ({ ...match, route: await withLazyLoaded(match.route) })),
  );
  const resolvedRoutes = withResolvedRoutes(routes, new Map(matches.map(({ route }) => [route.id, route])));

  let state: RouterState = {
    historyAction: history.action,
    location: history.location,
    matches,
    initialized: true,
    renderFallback: false,
    restoreScrollPosition: hydrationData ? false : null,
    preventScrollReset: false,
    navigation: IDLE_NAVIGATION,
    revalidation: 'idle',
    loaderData: hydrationData?.loaderData ?? (await runLoaders(matches, history)),
    actionData: null,
    errors: null,
    fetchers: new Map(),
    blockers: new Map(),
  };

  const subscribers = new Set<RouterSubscriber>();
  const notify: RouterSubscriber = (next, details) =>
    subscribers.forEach((subscriber) => subscriber(next, details));
  const blockers = new Map<string, BlockerFunction>();
  let engine: DataRouter | undefined;
  let engineLoading: Promise<DataRouter> | undefined;
  let pageDrawn: Promise<void> | undefined;

  /** After hydration, the loaders' own answers replace the prerendered data (a stored message appears then). */
  const drawLoaderData = async () => {
    if (!hydrationData) return;
    state = { ...state, loaderData: await runLoaders(matches, history) };
    if (!engine) notify(state, PLAIN_UPDATE);
  };
  const whenEngine = () =>
    (engineLoading ??= (pageDrawn ?? Promise.resolve())
      .then(() => loadEngine(resolvedRoutes, { loaderData: state.loaderData }))
      .then((loaded) => {
        stopListening();
        blockers.forEach((shouldBlock, key) => loaded.getBlocker(key, shouldBlock));
        loaded.subscribe(notify);
        engine = loaded;
        notify(loaded.state, PLAIN_UPDATE);
        return loaded;
      }));
  // Back or Forward before the engine is there: the engine takes over at the location the browser went to.
  const stopListening = history.listen(() => void whenEngine());
  const requireEngine = (member: string): DataRouter => {
    if (!engine) throw new Error(`${member} ${NO_ENGINE_YET}`);
    return engine;
  };

  const standIn: DataRouter = {
    get basename() {
      return engine?.basename ?? '/';
    },
    get future() {
      return engine?.future ?? {};
    },
    get state() {
      return engine?.state ?? state;
    },
    // RouterProvider matches these itself only when the state has no matches, which the stand-in never has.
    get routes() {
      return engine?.routes ?? [matches[0].route];
    },
    get branches() {
      return engine?.branches;
    },
    get manifest() {
      return engine?.manifest ?? Object.fromEntries(matches.map(({ route }) => [route.id, route]));
    },
    get window() {
      return engine?.window ?? (typeof window === 'undefined' ? undefined : window);
    },
    get _internalFetchControllers() {
      return engine?._internalFetchControllers ?? new Map<string, AbortController>();
    },
    initialize: () => standIn,
    // RouterProvider subscribes once the page is on screen (hydrated or drawn): from then on the engine is fetched
    // ahead of need, when the browser is idle.
    subscribe(subscriber) {
      subscribers.add(subscriber);
      pageDrawn ??= drawLoaderData();
      void loadWhenIdle(whenEngine);
      return () => void subscribers.delete(subscriber);
    },
    navigate: (to: number | To | null, options?: RouterNavigateOptions) =>
      whenEngine().then((loaded) =>
        typeof to === 'number' ? loaded.navigate(to) : loaded.navigate(to, options),
      ),
    fetch: (...args) => whenEngine().then((loaded) => loaded.fetch(...args)),
    revalidate: () => whenEngine().then((loaded) => loaded.revalidate()),
    createHref: (location) => history.createHref(location),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    getFetcher: <TData>(key: string) => engine?.getFetcher<TData>(key) ?? IDLE_FETCHER,
    resetFetcher: (key, options) => requireEngine('resetFetcher').resetFetcher(key, options),
    deleteFetcher: (key) => engine?.deleteFetcher(key),
    dispose: () => {
      stopListening();
      engine?.dispose();
    },
    enableScrollRestoration: (...args) =>
      requireEngine('enableScrollRestoration').enableScrollRestoration(...args),
    getBlocker(key, shouldBlock) {
      if (engine) return engine.getBlocker(key, shouldBlock);
      blockers.set(key, shouldBlock);
      return IDLE_BLOCKER;
    },
    deleteBlocker(key) {
      if (engine) engine.deleteBlocker(key);
      else blockers.delete(key);
    },
    patchRoutes: (...args) => requireEngine('patchRoutes').patchRoutes(...args),
    _internalSetRoutes: (newRoutes) => requireEngine('_internalSetRoutes')._internalSetRoutes(newRoutes),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: (partial) =>
      requireEngine('_internalSetState')._internalSetStateDoNotUseOrYouWillBreakYourApp(partial),
  };
  return standIn;
}
