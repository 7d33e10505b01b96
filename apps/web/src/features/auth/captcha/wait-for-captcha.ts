/**
 * engagement.md §5, §9 (SS-010): before sending, the login waits for the captcha key up to
 * 5 times 0.5 s; the proof of work usually finishes while the player types.
 */
export const CAPTCHA_ATTEMPTS = 5;
export const CAPTCHA_WAIT_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The key as soon as it is there, or null after the last attempt (2.5 s). */
export async function waitForCaptcha(read: () => string | null): Promise<string | null> {
  let key = read();
  for (let attempt = 0; key === null && attempt < CAPTCHA_ATTEMPTS; attempt += 1) {
    await sleep(CAPTCHA_WAIT_MS);
    key = read();
  }
  return key;
}
