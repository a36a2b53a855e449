import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPrerenderedPages } from './prerendered-pages';

describe('findPrerenderedPages', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'medi-web-pages-'));
    for (const directory of ['assets', 'login', 'legal/privacy'])
      mkdirSync(join(root, directory), { recursive: true });
    for (const file of [
      'index.html',
      'assets/index.html',
      'login/index.html',
      'login/index.html.br',
      'legal/privacy/index.html',
    ]) {
      writeFileSync(join(root, file), '<!doctype html>');
    }
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('maps each prerendered page to the path it is served at, leaving out the app’s own index.html and assets', () => {
    expect(findPrerenderedPages(root)).toEqual(
      new Map([
        ['/login', join(root, 'login/index.html')],
        ['/legal/privacy', join(root, 'legal/privacy/index.html')],
      ]),
    );
  });
});
