/**
 * /GetToken answers 401 both for a wrong AccessToken and for a wrong username or password (spec,
 * Errors). The ResultMessage, when the service sends one, tells which; without it we cannot, and
 * the user is told to check all three.
 */
export type TokenRefusal = 'access-key' | 'user' | 'either';

export function classifyTokenRefusal(serverText: string | null): TokenRefusal {
  if (!serverText) return 'either';
  const t = serverText.toLowerCase();
  const key = /access\s*-?\s*(token|key)|api\s*key/.test(t);
  const user = /user\s*name|username|\buser\b|password|credential|login/.test(t);
  if (key && !user) return 'access-key';
  if (user && !key) return 'user';
  return 'either';
}
