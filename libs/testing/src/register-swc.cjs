// Lets a child process of a test run TypeScript sources (with Nest's decorator metadata) through swc,
// resolving @medi/* to the libraries' sources as the tests do. Usage: node -r <this file> fixture.ts
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const libsRoot = path.resolve(__dirname, '../..');
// The root .swcrc, as the build and jest use it: one set of compiler options.
const swcOptions = JSON.parse(require('node:fs').readFileSync(path.join(libsRoot, '..', '.swcrc'), 'utf8'));
const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  // A library, or one of its sub-paths (`@medi/nest-common/queue`: src/queue/index.ts).
  const match = /^@medi\/([a-z-]+)(?:\/([a-z-]+))?$/.exec(request);
  if (match) return path.join(libsRoot, match[1], 'src', match[2] ?? '', 'index.ts');
  return originalResolve.call(this, request, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...swcOptions, filename });
  module._compile(code, filename);
};
