import { loadOnce } from './idle-load';

/**
 * The first page blocks rendering on its own components' styles only (first-page-styles.ts); the rest of Mantine's
 * stylesheet is fetched once the first page is on screen (RootLayout). Code that can show other components (every
 * other route, the dialogs /login opens) loads through withAllStyles, so it never renders before its styles arrive.
 */
export const loadAllStyles = loadOnce(() => import('./all-styles'));

export async function withAllStyles<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, loadAllStyles()]);
  return loaded;
}
