import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const PAGE_FILE = 'index.html';

/**
 * The pages the web build prerendered, by the path they are served at: `<path>/index.html` under the build (the
 * build's own index.html and its hashed assets aside). Read once at start-up, as the build does not change while the
 * gateway runs.
 */
export function findPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory() && !(directory === root && entry.name === 'assets')) walk(path);
      else if (entry.isFile() && entry.name === PAGE_FILE && directory !== root) {
        pages.set(`/${relative(root, directory).split(sep).join('/')}`, path);
      }
    }
  };
  walk(root);
  return pages;
}
