import { randomBytes } from 'node:crypto';

/**
 * The simulator's published sign-in (docs/simulator.md): used only when asked for
 * (`publishedCredentials`, `npm run simulator -- --published-credentials`), never by default, so
 * the demo inside the app cannot be opened with words anyone can read.
 */
export const DEFAULT_CREDENTIALS = {
  accessToken: 'demo-access-key',
  username: 'demo',
  // Quote, braces and a backslash: clients must escape the password inside the JSON body.
  password: 'demo-pass!"{}\\',
} as const;

export type Credentials = { accessToken: string; username: string; password: string };

/** A sign-in of its own for each start: the demo's secrets are new every run. */
export function randomCredentials(): Credentials {
  return {
    accessToken: randomBytes(24).toString('base64url'),
    username: `demo-${randomBytes(4).toString('hex')}`,
    // The published password's quote, braces and backslash kept: escaping is still exercised.
    password: `${randomBytes(18).toString('base64url')}!"{}\\`,
  };
}
