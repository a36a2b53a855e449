import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: the year the prerendered /login shows (useCurrentYear).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup-tests.ts'],
    restoreMocks: true,
    // Typing through userEvent into whole forms: seconds per test when the two cores are busy with the other runners.
    testTimeout: 30_000,
  },
});
