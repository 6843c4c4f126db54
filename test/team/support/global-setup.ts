import type { TestProject } from 'vitest/node';
import { startCluster } from '../../support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the team suite's PostgreSQL server. */
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the team suite; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const given = process.env.MENUMAP_TEST_DATABASE_URL;
  if (given !== undefined && given !== '') {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.adminUrl);
  return () => cluster.destroy();
}
