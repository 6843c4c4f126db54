export { type BackoffOptions, backoffMs, DEFAULT_BACKOFF } from './backoff';
export { type Clock, realClock, type Timer } from './clock';
export {
  type AcquireOptions,
  createLimiter,
  type Limiter,
  type LimiterOptions,
  type RateLimits,
  SERVICE_LIMITS,
} from './limiter';
export { limiterFor, limiterKey } from './registry';
export { parseRetryAfter } from './retry-after';
