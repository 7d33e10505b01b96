import { escapeHtml } from '../lib/html.js';

/**
 * The iframe's HTML shell: no inline script or style (the CSP forbids both), the session id in
 * `data-session`, an empty `<main id="game">` the client mounts into.
 */
export function gamePageHtml(input: {
  sessionId: string;
  title: string;
  locale: string;
  jsVersion: string;
  cssVersion: string;
}): string {
  const lang = escapeHtml(input.locale.split(/[-_]/)[0] || 'en');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="/client/app.css?v=${input.cssVersion}">
<script type="module" src="/client/app.js?v=${input.jsVersion}"></script>
</head>
<body data-session="${escapeHtml(input.sessionId)}">
<main id="game"></main>
</body>
</html>
`;
}

export function notFoundPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Game session not found</title></head>
<body><main><h1>This game session does not exist</h1><p>Close this window and open the game again from the casino.</p></main></body>
</html>
`;
}

/**
 * The game page's CSP: scripts and styles from this origin only, sockets back to this origin,
 * and framing only by the casino's pages (`frame-ancestors`, CASINO_ORIGINS). Inline style
 * attributes are allowed for the clients' computed animation offsets; inline scripts never are.
 */
export function gamePageCsp(publicUrl: string, casinoOrigins: readonly string[]): string {
  const socketOrigin = publicUrl.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    `frame-ancestors ${casinoOrigins.length > 0 ? casinoOrigins.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
