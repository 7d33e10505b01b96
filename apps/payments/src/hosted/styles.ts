/**
 * The hosted pages' one stylesheet, served from `/assets/pay.css`: no inline styles or scripts,
 * so the CSP can stay `style-src 'self'` with no `unsafe-inline` and no script at all.
 */
export const STYLESHEET = `
:root {
  color-scheme: light;
  --ink: #17212b; --muted: #5b6673; --line: #dde3ea; --bg: #f3f5f8;
  --brand: #0f766e; --brand-dark: #115e59; --danger: #b42318; --radius: 14px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); line-height: 1.5; min-height: 100vh; }
a { color: var(--brand-dark); }
.ribbon {
  position: fixed; top: 22px; right: -46px; z-index: 10; transform: rotate(45deg);
  padding: 4px 52px; background: #f59e0b; color: #1f1300; font-size: .72rem; font-weight: 800;
  letter-spacing: .14em; box-shadow: 0 2px 6px rgb(0 0 0 / .2); pointer-events: none;
}
.brand {
  display: flex; align-items: center; gap: .6rem; max-width: 460px; margin: 0 auto;
  padding: 1.25rem 1rem .6rem; font-weight: 700; font-size: 1.05rem;
}
.brand em { font-style: normal; font-weight: 500; color: var(--muted); }
.logo { width: 28px; height: 28px; border-radius: 8px; background: linear-gradient(135deg, #0f766e, #22d3ee); }
.sheet {
  max-width: 460px; margin: 0 auto 1.5rem; padding: 1.5rem; background: #fff;
  border: 1px solid var(--line); border-radius: var(--radius); box-shadow: 0 10px 30px rgb(15 23 42 / .06);
}
.wide .brand, .wide .sheet { max-width: 1120px; }
@media (max-width: 520px) {
  .sheet { border-radius: 0; border-left: 0; border-right: 0; padding: 1.25rem 1rem; }
}
.summary { border-bottom: 1px solid var(--line); padding-bottom: 1rem; margin-bottom: 1.25rem; }
.merchant, .description { color: var(--muted); margin: 0; font-size: .9rem; }
.amount { font-size: 2rem; font-weight: 750; margin: .1rem 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
h1 { font-size: 1.2rem; margin: 0 0 1rem; }
h2 { font-size: 1.05rem; margin: 1.75rem 0 .6rem; }
p { margin: 0 0 1rem; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 600; font-size: .9rem; margin-bottom: .3rem; }
input[type="text"], input[type="email"] {
  width: 100%; font: inherit; padding: .7rem .8rem; border: 1px solid #c4ccd6; border-radius: 10px; background: #fff;
}
input:focus-visible, button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #5eead4; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger); }
.error { color: var(--danger); font-size: .85rem; margin: .3rem 0 0; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
.check { display: flex; gap: .55rem; align-items: center; font-weight: 500; }
.check input { width: 1.1rem; height: 1.1rem; accent-color: var(--brand); }
.button {
  display: block; width: 100%; font: inherit; font-weight: 700; padding: .8rem 1rem; border-radius: 10px;
  border: 1px solid transparent; cursor: pointer; text-align: center; text-decoration: none;
}
.primary { background: var(--brand); color: #fff; }
.primary:hover { background: var(--brand-dark); }
.secondary { background: #fff; color: var(--ink); border-color: #c4ccd6; }
.secondary:hover { background: #f6f8fa; }
.actions { display: grid; gap: .6rem; margin-top: 1.25rem; }
.cancel { display: block; text-align: center; margin-top: 1rem; color: var(--muted); }
.help {
  margin-top: 1.25rem; border: 1px dashed #c4ccd6; border-radius: 10px; padding: .6rem .9rem;
  background: #fafbfc; font-size: .9rem;
}
.help summary { cursor: pointer; font-weight: 600; }
.help table { width: 100%; border-collapse: collapse; margin: .5rem 0; }
.help td, .help th { text-align: left; padding: .3rem .25rem; border-top: 1px solid var(--line); vertical-align: top; }
.help p { margin: .5rem 0 0; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92em; overflow-wrap: anywhere; }
.alert { border-radius: 10px; padding: .7rem .9rem; margin-bottom: 1rem; background: #fef3f2; color: var(--danger); border: 1px solid #fecdca; }
form + .note { margin-top: 1rem; }
.note { border-radius: 10px; padding: .7rem .9rem; margin-bottom: 1rem; background: #f0fdfa; border: 1px solid #99f6e4; }
.details { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0 0 1rem; }
.details dt { color: var(--muted); }
.details dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.status { display: inline-block; padding: .05rem .55rem; border-radius: 999px; font-size: .8rem; font-weight: 700; background: #eef2f6; white-space: nowrap; }
.status-succeeded, .status-paid, .status-delivered { background: #dcfce7; color: #166534; }
.status-declined, .status-failed, .status-canceled, .status-retrying { background: #fee2e2; color: #991b1b; }
.status-processing, .status-pending, .status-requires_action { background: #fef9c3; color: #854d0e; }
.table-wrap { overflow-x: auto; }
.data { width: 100%; border-collapse: collapse; font-size: .88rem; }
.data th, .data td { text-align: left; padding: .45rem .5rem; border-top: 1px solid var(--line); vertical-align: top; }
.data th { color: var(--muted); font-weight: 600; border-top: 0; }
.data ol { margin: 0; padding-left: 1.1rem; }
.inline { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin: 0; }
.inline .field { margin: 0; flex: 1 1 12rem; }
.inline .button { width: auto; }
.empty { color: var(--muted); }
.foot { text-align: center; color: var(--muted); font-size: .8rem; padding: 0 1rem 2rem; }
`;
