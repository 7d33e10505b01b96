import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../lib/psp-error.js';
import { html, type SafeHtml } from './html.js';

export interface Page {
  status?: number;
  title: string;
  body: SafeHtml;
  /** Origins a form on the page may end up at (the merchant's return URL after a 303). */
  formTargets?: string[];
  wide?: boolean;
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230f766e'/%3E%3C/svg%3E";

/**
 * Strict CSP: no script at all, styles only from our stylesheet, never framed, forms post only
 * here or to the merchant origin the payment returns to (browsers check `form-action` on the
 * redirect that follows a form post).
 */
function contentSecurityPolicy(formTargets: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function sendPage(reply: FastifyReply, page: Page): FastifyReply {
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${page.title} · Croupier Pay sandbox</title>
        <link rel="icon" href="${ICON}" />
        <link rel="stylesheet" href="/assets/pay.css" />
      </head>
      <body class="${page.wide ? 'wide' : ''}">
        <div class="ribbon" role="note" aria-label="Test mode">TEST MODE</div>
        <header class="brand">
          <span class="logo" aria-hidden="true"></span><span>Croupier Pay <em>sandbox</em></span>
        </header>
        <main class="sheet">${page.body}</main>
        <footer class="foot">Test mode: no real money moves and no real card is charged.</footer>
      </body>
    </html> `;
  return reply
    .status(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(page.formTargets ?? []))
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'same-origin')
    .send(document.value);
}

export interface FieldOptions {
  name: string;
  /** Needed when one page repeats a field name in several forms. */
  id?: string;
  label: string;
  value?: string;
  type?: 'text' | 'email';
  autocomplete?: string;
  inputmode?: 'numeric' | 'email' | 'text';
  placeholder?: string;
  errors?: FieldErrors;
}

/** A labelled input with its error, wired with aria-invalid / aria-describedby. */
export function field(options: FieldOptions): SafeHtml {
  const id = options.id ?? `field-${options.name}`;
  const messages = options.errors?.[options.name] ?? [];
  const invalid = messages.length > 0;
  return html`<div class="field">
    <label for="${id}">${options.label}</label>
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type ?? 'text'}"
      value="${options.value ?? ''}"
      ${options.autocomplete ? html`autocomplete="${options.autocomplete}"` : ''}
      ${options.inputmode ? html`inputmode="${options.inputmode}"` : ''}
      ${options.placeholder ? html`placeholder="${options.placeholder}"` : ''}
      ${invalid ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''}
    />
    ${invalid ? html`<p class="error" id="${id}-error">${messages.join(' ')}</p>` : ''}
  </div>`;
}
