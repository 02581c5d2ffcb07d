import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's loaded modules instead of importing the server afresh each (the
    // import was a third of the suite's time). Every API test builds its own app on its own
    // database, so no state is shared but the modules' code.
    isolate: false,
  },
});
