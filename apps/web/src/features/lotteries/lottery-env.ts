/**
 * What the lottery page gets from outside the feature (features do not import each other):
 * whether a player is signed in, the site's locale and where to sign up.
 */
export interface LotteryEnv {
  isLoggedIn: boolean;
  locale: string;
  /** Registration, coming back to this lottery (a guest who wants tickets). */
  signUpHref: string;
}
