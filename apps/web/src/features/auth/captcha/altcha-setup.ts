/**
 * The ALTCHA widget, loaded only when a form needs a captcha (never in the first load). The
 * "external" build carries no inline styles and no blob workers, so it runs under the site's
 * CSP (`style-src 'self'`, `worker-src 'self'`): its stylesheet and its SHA worker are files of
 * this build. The api's challenges are SHA-256 (apps/api/src/modules/auth/captcha.service.ts).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** The widget's texts come from our translations (auth.json AUTH.CAPTCHA.*), not its bundle. */
export function setWidgetStrings(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, strings);
}
