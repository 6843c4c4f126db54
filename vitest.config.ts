import { defineConfig } from 'vitest/config';

// Projects: unit (pure functions), integration (core <-> simulator over real HTTP on 127.0.0.1),
// reliability, e2e (renderer in Debian's Chromium through playwright-core, over the preview) and
// team (the team server against a real PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The product's promises as a whole: fault matrix, crash safety, fuzzing, secrets, checklist
          // (docs/RELIABILITY.md). Long runs live in `npm run soak`.
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // One Chromium at a time: CI machines have two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          // The team server against a real PostgreSQL (a throwaway cluster the setup starts).
          name: 'team',
          include: ['test/team/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/team/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
