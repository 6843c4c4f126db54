import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { secretMatches, sendText } from './http-guard';

/** The query parameter of the one-time address the preview prints and opens. */
export const LAUNCH_PARAM = 'launch';

/**
 * Who may load the page. The page carries the bridge secret, so handing it to any local process
 * that asks for `/` would hand out the bridge. Instead the preview prints (and opens) an address
 * with a one-time key; the browser that opens it gets an HttpOnly, SameSite=Strict cookie in
 * exchange (per port: cookies do not tell ports apart), and only requests carrying that cookie get
 * the page. A used or unknown key gets nothing.
 */
export function createLaunchSessions(port: number) {
  const pending = new Set<string>();
  const sessions = new Set<string>();
  const cookieName = `mcm_preview_${port}`;

  const cookieOf = (req: IncomingMessage): string | null => {
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === cookieName) return value.join('=');
    }
    return null;
  };
  // Constant-time against every live value: no key or session is guessed from response times.
  const takeFrom = (set: Set<string>, given: string, consume: boolean): boolean => {
    for (const v of set) {
      if (secretMatches(given, v)) {
        if (consume) set.delete(v);
        return true;
      }
    }
    return false;
  };

  return {
    mint(): string {
      const key = randomBytes(32).toString('hex');
      pending.add(key);
      return key;
    },
    holds(req: IncomingMessage): boolean {
      const cookie = cookieOf(req);
      return cookie !== null && takeFrom(sessions, cookie, false);
    },
    redeem(_req: IncomingMessage, res: ServerResponse, key: string): void {
      if (!takeFrom(pending, key, true)) {
        sendText(
          res,
          403,
          'This preview link was already used or is not valid. Restart the preview (npm run preview) and open the address it prints.',
        );
        return;
      }
      const session = randomBytes(32).toString('hex');
      sessions.add(session);
      res.writeHead(303, {
        Location: '/',
        'Set-Cookie': `${cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`,
        'Cache-Control': 'no-store',
      });
      res.end();
    },
  };
}
