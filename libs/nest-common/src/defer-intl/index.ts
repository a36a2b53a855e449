// Imported first by each process's main, before anything loads Nest. Two of @nestjs/common's modules build an
// Intl.DateTimeFormat when they load, for the timestamps of Nest's console logger, which our processes never print
// with (pino writes their logs). A process's first Intl object pulls ~6.5 MB of the node binary's ICU code and data
// into memory and ~1.7 MB of heap: ~30 MB across the five idle processes of `npm start` (`node scripts/stack.mjs
// --memory`: 575-585 MB against 608-609). Here @nestjs/common is loaded while Intl.DateTimeFormat hands out
// formatters that are built on first use; the real constructor is back before anything else runs.
const RealDateTimeFormat = Intl.DateTimeFormat;

/** A formatter that builds the real one the first time anything on it is used. */
function DeferredDateTimeFormat(
  ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
): Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  const real = (): Intl.DateTimeFormat => (formatter ??= new RealDateTimeFormat(...args));
  return new Proxy({} as Intl.DateTimeFormat, {
    get(_, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
}

Intl.DateTimeFormat = DeferredDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- it must load while the constructor is swapped
  require('@nestjs/common');
} finally {
  Intl.DateTimeFormat = RealDateTimeFormat;
}
