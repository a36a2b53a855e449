/* eslint-disable @typescript-eslint/no-require-imports -- each test loads Nest afresh, in a registry of its own */
/** How many Intl.DateTimeFormat objects were really built while `load` ran, and what `load` returned. */
function countFormattersBuilt<T>(load: () => T): { built: number; loaded: T } {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new target(...args);
    },
  });
  try {
    let loaded: T | undefined;
    // A registry of its own: @nestjs/common is loaded afresh, as in a process that starts.
    jest.isolateModules(() => {
      loaded = load();
    });
    return { built, loaded: loaded as T };
  } finally {
    Intl.DateTimeFormat = RealDateTimeFormat;
  }
}

type NestCommon = typeof import('@nestjs/common');

describe('defer-intl', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is needed: @nestjs/common builds two date formatters as it loads', () => {
    // When this fails, Nest no longer does, and defer-intl can go.
    expect(countFormattersBuilt(() => require('@nestjs/common') as NestCommon).built).toBe(2);
  });

  it('loads @nestjs/common without building one, and its console logger still prints timestamps', () => {
    const { built, loaded } = countFormattersBuilt(() => {
      const constructorBefore = Intl.DateTimeFormat;
      require('./index');
      return {
        nest: require('@nestjs/common') as NestCommon,
        constructorPutBack: Intl.DateTimeFormat === constructorBefore,
      };
    });
    expect(built).toBe(0);
    expect(loaded.constructorPutBack).toBe(true);
    const at = Date.UTC(2026, 10, 29, 8, 5, 27);
    jest.spyOn(Date, 'now').mockReturnValue(at);
    const logger = new loaded.nest.ConsoleLogger() as unknown as { getTimestamp(): string };
    expect(logger.getTimestamp()).toBe(
      new Intl.DateTimeFormat(undefined, {
        year: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        day: '2-digit',
        month: '2-digit',
      }).format(at),
    );
  });
});
