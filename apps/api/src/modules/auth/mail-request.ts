import { setTimeout as sleep } from 'node:timers/promises';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import type { ClientContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyCaptcha } from './captcha.service.js';
import {
  CAPTCHA_AFTER_FAILURES,
  FAILURE_WINDOW_MS,
  failuresWithin,
  recordFailure,
} from './throttle.service.js';

/**
 * The guards of the two guest calls that send a link by mail, password restore and confirmation
 * resend (SS-017, SS-020; RELIABILITY AS-03, AS-09). Both answer the same whether or not the
 * address has an account, so a script learns nothing from the body; the time is padded to a
 * fixed floor so it learns nothing from the clock either; and every address pays a captcha after
 * three such calls in 15 minutes, so the calls cannot be used to flood an inbox or to probe.
 */

/** Above the slowest known-account path (token, rendered mail, outbox row) on a loaded server. */
export const MAIL_REQUEST_FLOOR_MS = 300;
/** At most this many link mails per account in the window; more are dropped silently. */
export const MAIL_PER_ACCOUNT = 5;

export async function requireMailCaptcha(
  deps: AppDeps,
  context: ClientContext,
  captcha: string | undefined,
): Promise<void> {
  const count = await failuresWithin(deps, 'mail:ip', context.ip, FAILURE_WINDOW_MS);
  if (count >= CAPTCHA_AFTER_FAILURES) {
    if (captcha === undefined || captcha === '') {
      throw captchaError('captcha_required', VALIDATION.CAPTCHA_REQUIRED);
    }
    if (!(await verifyCaptcha(deps, captcha))) {
      throw captchaError('captcha_invalid', VALIDATION.CAPTCHA_INVALID);
    }
  }
  await recordFailure(deps, 'mail:ip', context.ip);
}

/** True while the account may get another link mail; counts this one. */
export async function claimAccountMail(deps: AppDeps, playerId: number): Promise<boolean> {
  const key = String(playerId);
  if ((await failuresWithin(deps, 'mail:account', key, FAILURE_WINDOW_MS)) >= MAIL_PER_ACCOUNT) {
    return false;
  }
  await recordFailure(deps, 'mail:account', key);
  return true;
}

/**
 * Runs `work` and answers no sooner than `floorMs` after the start. Wall time, not the app
 * clock: this is about what an observer measures, which tests do not move.
 */
export async function withTimeFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

function captchaError(code: 'captcha_required' | 'captcha_invalid', message: string): AppError {
  return new AppError(code, 'Please complete the captcha', {
    fields: { captcha: [message] },
    flags: { captcha_required: true },
  });
}
