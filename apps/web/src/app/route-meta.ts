/** Carried in each route's `handle`; the root layout turns it into the document title and meta description. */
export interface RouteMeta {
  title: string;
  description: string;
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string' &&
    'description' in handle &&
    typeof handle.description === 'string'
  );
}

/** 'Login | {domainName}' and the description, from the deepest matched route that declares them. */
export function documentMetaOf(
  handles: readonly unknown[],
  domainName: string,
): { title: string; description?: string } {
  const routeMeta = handles.filter(isRouteMeta).at(-1);
  return {
    title: routeMeta ? `${routeMeta.title} | ${domainName}` : domainName,
    description: routeMeta?.description,
  };
}
