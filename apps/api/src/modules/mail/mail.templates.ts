import type { LocaleCode } from '@croupier/domain/locales';
import { formatCurrency } from '@croupier/domain/money/display';
import { interpolate } from '../brand/brand.service.js';
import { renderHtml, renderText, type MailBlock, type MailDocument } from './mail.layout.js';
import { MAIL_CATALOGUES, mailLocale, type MailCatalogue } from './mail.messages.js';

type NoParams = Record<string, never>;

/** Every mail the platform sends and what its sender must supply. */
export interface MailTemplateParams {
  /** SS-019, SS-020: sent on registration, on resend and to a new address. */
  confirmation: { confirmUrl: string };
  /** SS-017, SS-018. */
  reset_password: { resetUrl: string; expiresInHours: number };
  password_changed: NoParams;
  /** RELIABILITY AS-06: a notice on each new session. `time` is ISO 8601, `country` ISO 3166. */
  new_sign_in: { time: string; ip: string; device: string; country?: string | null };
  two_factor_enabled: NoParams;
  two_factor_disabled: NoParams;
  /** Sent to the old address. */
  email_changed: { newEmail: string };
  /** `documentKind` is `identity` or `address`; another kind is called a document. */
  kyc_document_reviewed: {
    documentKind: string;
    status: 'approved' | 'rejected';
    reason?: string | null;
  };
  contact_message_received: NoParams;
  /** RELIABILITY RG-02: the link that confirms raising or removing a responsible-gaming limit. */
  limit_confirm: {
    confirmUrl: string;
    limitType: 'deposit' | 'loss' | 'wager' | 'session';
    period: 'day' | 'week' | 'month' | null;
    /** The new value; null for a removal. Money in minor units with its currency's exponent. */
    newValue:
      | { amountCents: number; currency: string; subunitsToUnit: number }
      | { minutes: number }
      | null;
    /** ISO 8601: the end of the cooling-off. */
    effectiveAt: string;
    expiresInDays: number;
  };
}

export type MailTemplate = keyof MailTemplateParams;

export const MAIL_TEMPLATES = [
  'confirmation',
  'reset_password',
  'password_changed',
  'new_sign_in',
  'two_factor_enabled',
  'two_factor_disabled',
  'email_changed',
  'kyc_document_reviewed',
  'contact_message_received',
  'limit_confirm',
] as const satisfies readonly MailTemplate[];

/** A template with its own parameters (a union, so `params` narrows with `template`). */
export type MailRequest = {
  [T in MailTemplate]: { template: T; params: MailTemplateParams[T] };
}[MailTemplate];

/** Named in the texts; read from the brand configuration. */
export interface MailBrand {
  name: string;
  supportEmail: string;
}

export interface RenderedMail {
  /** The locale the mail was written in (the player's, or English). */
  locale: LocaleCode;
  subject: string;
  text: string;
  html: string;
}

/** What a template contributes; the layout adds the brand, the link hint and the footer. */
interface MailBody {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

/** Renders subject, text and HTML in the player's locale, falling back to English. */
export function renderMail(
  request: MailRequest,
  context: { locale: string; brand: MailBrand },
): RenderedMail {
  const locale = mailLocale(context.locale);
  const catalogue = MAIL_CATALOGUES[locale];
  const fill = (text: string, values: Record<string, string> = {}) =>
    interpolate(text, {
      brand: context.brand.name,
      supportEmail: context.brand.supportEmail,
      ...values,
    });
  const body = composeBody(request, catalogue, locale, fill);
  const document: MailDocument = {
    locale,
    brand: context.brand.name,
    ...body,
    linkHint: fill(catalogue.layout.linkHint),
    footer: fill(catalogue.layout.footer),
  };
  return { locale, subject: body.subject, text: renderText(document), html: renderHtml(document) };
}

type Fill = (text: string, values?: Record<string, string>) => string;

function composeBody(
  request: MailRequest,
  catalogue: MailCatalogue,
  locale: LocaleCode,
  fill: Fill,
): MailBody {
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
  /** The common shape: heading, an explanation, and what to do if it was not the player. */
  const notice = (texts: { subject: string; heading: string; intro: string; outro: string }) => ({
    subject: fill(texts.subject),
    heading: fill(texts.heading),
    blocks: [paragraph(fill(texts.intro)), paragraph(fill(texts.outro))],
  });

  switch (request.template) {
    case 'confirmation': {
      const texts = catalogue.confirmation;
      return {
        subject: fill(texts.subject),
        heading: fill(texts.heading),
        blocks: [
          paragraph(fill(texts.intro)),
          { kind: 'action', label: fill(texts.action), url: webUrl(request.params.confirmUrl) },
          paragraph(fill(texts.outro)),
        ],
      };
    }
    case 'reset_password': {
      const texts = catalogue.reset_password;
      const hours = request.params.expiresInHours;
      const expiry = new Intl.PluralRules(locale).select(hours) === 'one' ? 'one' : 'other';
      return {
        subject: fill(texts.subject),
        heading: fill(texts.heading),
        blocks: [
          paragraph(fill(texts.intro)),
          { kind: 'action', label: fill(texts.action), url: webUrl(request.params.resetUrl) },
          paragraph(fill(texts.expiry[expiry], { count: String(hours) })),
          paragraph(fill(texts.outro)),
        ],
      };
    }
    case 'new_sign_in': {
      const texts = catalogue.new_sign_in;
      const { time, ip, device, country } = request.params;
      const rows = [
        { label: texts.time, value: formatTime(time, locale) },
        { label: texts.ip, value: ip },
        { label: texts.device, value: device },
      ];
      if (country) rows.push({ label: texts.country, value: countryName(country, locale) });
      return {
        subject: fill(texts.subject),
        heading: fill(texts.heading),
        blocks: [
          paragraph(fill(texts.intro)),
          { kind: 'details', rows },
          paragraph(fill(texts.outro)),
        ],
      };
    }
    case 'email_changed': {
      const texts = catalogue.email_changed;
      const values = { newEmail: request.params.newEmail };
      return {
        subject: fill(texts.subject),
        heading: fill(texts.heading),
        blocks: [paragraph(fill(texts.intro, values)), paragraph(fill(texts.outro))],
      };
    }
    case 'kyc_document_reviewed': {
      const texts = catalogue.kyc_document_reviewed;
      const { documentKind, status, reason } = request.params;
      const kinds: Record<string, string> = texts.kinds;
      const values = { document: kinds[documentKind] ?? texts.kinds.other };
      const subject = fill(texts.subject[status], values);
      const blocks = [paragraph(fill(texts.intro[status], values))];
      if (status === 'rejected' && reason) blocks.push(paragraph(fill(texts.reason, { reason })));
      blocks.push(paragraph(fill(texts.outro[status])));
      return { subject, heading: subject, blocks };
    }
    case 'limit_confirm':
      return limitConfirmBody(request.params, catalogue.limit_confirm, locale, fill);
    case 'password_changed':
      return notice(catalogue.password_changed);
    case 'two_factor_enabled':
      return notice(catalogue.two_factor_enabled);
    case 'two_factor_disabled':
      return notice(catalogue.two_factor_disabled);
    case 'contact_message_received':
      return notice(catalogue.contact_message_received);
  }
}

function limitConfirmBody(
  params: MailTemplateParams['limit_confirm'],
  texts: MailCatalogue['limit_confirm'],
  locale: LocaleCode,
  fill: Fill,
): MailBody {
  const plural = (count: number) =>
    new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  const { newValue } = params;
  const value =
    newValue === null
      ? texts.removal
      : 'minutes' in newValue
        ? fill(texts.minutes[plural(newValue.minutes)], { count: String(newValue.minutes) })
        : formatMoney(newValue, locale);
  const limit = [texts.types[params.limitType], params.period ? texts.periods[params.period] : '']
    .filter(Boolean)
    .join(' ');
  return {
    subject: fill(texts.subject),
    heading: fill(texts.heading),
    blocks: [
      { kind: 'paragraph', text: fill(texts.intro) },
      {
        kind: 'details',
        rows: [
          { label: texts.limit, value: limit },
          { label: texts.newValue, value },
          { label: texts.effective, value: formatTime(params.effectiveAt, locale) },
        ],
      },
      { kind: 'action', label: fill(texts.action), url: webUrl(params.confirmUrl) },
      {
        kind: 'paragraph',
        text: fill(texts.expiry[plural(params.expiresInDays)], {
          count: String(params.expiresInDays),
        }),
      },
      { kind: 'paragraph', text: fill(texts.outro) },
    ],
  };
}

/**
 * A limit's amount as the site writes it (packages/domain money/display, decision 0503): the
 * same symbol and crypto display unit the player reads in the header, exact to the minor unit.
 */
function formatMoney(
  money: { amountCents: number; currency: string; subunitsToUnit: number },
  locale: LocaleCode,
): string {
  return formatCurrency(money.amountCents, money.currency, locale, {
    subunits_to_unit: money.subunitsToUnit,
  });
}

/**
 * Links in mails point at our own site; anything but http(s) (`javascript:`, `data:`) is a
 * bug in the sender and must not reach a player.
 */
function webUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`mail links must be http(s), got ${url.protocol}`);
  }
  return url.href;
}

/** In the reader's words, in UTC (the mail cannot know the reader's time zone). */
function formatTime(iso: string, locale: LocaleCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(date)} UTC`;
}

function countryName(code: string, locale: LocaleCode): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
}
