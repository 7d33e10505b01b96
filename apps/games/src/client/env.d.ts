// The game clients run in the browser: the studio's tsconfig targets node, so the DOM types are
// pulled in here for the files under client/ (the server code never touches them).
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

// CSS imported for its side effect: esbuild collects it into app.css.
declare module '*.css';
