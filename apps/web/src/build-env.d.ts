interface ImportMetaEnv {
  /** The year of the build, set by vite.config.ts and vitest.config.ts. */
  readonly BUILD_YEAR: number;
}
