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
