export {
  EXPIRY_MARGIN_MS,
  MAX_ZONE_AHEAD_MS,
  MIN_TOKEN_LIFE_MS,
  parseExpireDate,
  RENEW_AFTER_ISSUE_MS,
  renewAt,
} from './expiry';
export { parseBusinessDate, parseServiceDateTime, type ServiceDateTime } from './service-date';
export {
  createTokenSession,
  type IssuedToken,
  type TokenSession,
  type TokenSessionOptions,
} from './token-session';
