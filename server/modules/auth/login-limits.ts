import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRateLimiter, ipKey } from '../../plugins/rate-limit';

/** One attempt at signing in, admitted by the limits; say how it ended. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Sign-in limits that keep guessing expensive without handing strangers a way to lock an owner out
 * (decision 0016, OWASP's per-address back-off):
 * - every attempt counts against the address (`AUTH_RATE_LIMIT`), whatever account it names;
 * - failures count against the account from that address (`LOGIN_PAIR_LIMIT`, small);
 * - failures count against the account from everywhere (`LOGIN_ACCOUNT_LIMIT`, larger). Once that
 *   is spent, only addresses that already failed for the account are refused: many addresses get
 *   one guess each per window, and the owner, from an address with no failures, still signs in.
 */
export function createLoginLimits(app: FastifyInstance) {
  const address = createRateLimiter(app, 'login', app.config.authRateLimit);
  const pair = createRateLimiter(app, 'login-pair', app.config.loginLimits.pair);
  const account = createRateLimiter(app, 'login-account', app.config.loginLimits.account);

  return {
    /** Throws 429 when this attempt is over a limit; `accountKey` names the account, found or not. */
    async admit(request: FastifyRequest, accountKey: string): Promise<LoginAttempt> {
      await address.consume([ipKey(request)]);
      const pairKey = `${accountKey}|${ipKey(request)}`;
      const failedHereBefore = (await pair.used(pairKey)) > 0;
      const counted = await pair.consume([pairKey]);
      if (failedHereBefore) {
        try {
          await account.check([accountKey]);
        } catch (refusal) {
          await counted.refund();
          throw refusal;
        }
      }
      return {
        // Only failures count against the account, so its owner never locks it by signing in.
        succeeded: () => counted.refund(),
        failed: () => account.count([accountKey]),
      };
    },
  };
}
