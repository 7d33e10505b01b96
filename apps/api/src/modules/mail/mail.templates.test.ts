import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { MAIL_CATALOGUES } from './mail.messages.js';
import { MAIL_TEMPLATES, renderMail, type MailRequest } from './mail.templates.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

const brand = { name: 'Croupier', supportEmail: 'support@croupier.com' };

/** One request per template, every optional part filled. */
const SAMPLES: MailRequest[] = [
  { template: 'confirmation', params: { confirmUrl: 'https://croupier.com/confirmation?t=abc' } },
  {
    template: 'reset_password',
    params: { resetUrl: 'https://croupier.com/new-password?t=abc', expiresInHours: 6 },
  },
  { template: 'password_changed', params: {} },
  {
    template: 'new_sign_in',
    params: {
      time: '2026-03-01T09:30:00Z',
      ip: '203.0.113.7',
      device: 'Firefox on Linux',
      country: 'DE',
    },
  },
  { template: 'two_factor_enabled', params: {} },
  { template: 'two_factor_disabled', params: {} },
  { template: 'email_changed', params: { newEmail: 'new@example.com' } },
  {
    template: 'kyc_document_reviewed',
    params: { documentKind: 'identity', status: 'rejected', reason: 'The photo is blurred' },
  },
  {
    template: 'kyc_document_reviewed',
    params: { documentKind: 'address', status: 'approved' },
  },
  { template: 'contact_message_received', params: {} },
  {
    template: 'limit_confirm',
    params: {
      confirmUrl: 'https://croupier.com/profile/limits/confirm?token=abc',
      limitType: 'deposit',
      period: 'day',
      newValue: { amountCents: 20_000, currency: 'EUR', subunitsToUnit: 100 },
      effectiveAt: '2026-03-11T12:00:00Z',
      expiresInDays: 7,
    },
  },
  {
    template: 'limit_confirm',
    params: {
      confirmUrl: 'https://croupier.com/profile/limits/confirm?token=abc',
      limitType: 'session',
      period: null,
      newValue: { minutes: 90 },
      effectiveAt: '2026-03-11T12:00:00Z',
      expiresInDays: 7,
    },
  },
  {
    template: 'limit_confirm',
    params: {
      confirmUrl: 'https://croupier.com/profile/limits/confirm?token=abc',
      limitType: 'loss',
      period: 'month',
      newValue: null,
      effectiveAt: '2026-03-17T12:00:00Z',
      expiresInDays: 7,
    },
  },
];

describe('mail texts (DESIGN.md §9: every locale, same keys)', () => {
  const english = leaves(MAIL_CATALOGUES.en);

  it.each([...LOCALE_CODES])('%s has exactly the keys of en, none empty', (locale) => {
    const texts = leaves(MAIL_CATALOGUES[locale]);
    const missing = [...english.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect([...texts].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('is written in the language of each non-English locale', () => {
    for (const locale of LOCALE_CODES.filter((code) => !code.startsWith('en'))) {
      const texts = leaves(MAIL_CATALOGUES[locale]);
      const untranslated = [...texts].filter(
        ([key, text]) => key.endsWith('.subject') && text === english.get(key),
      );
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('renders every template in every locale with no placeholder left over', () => {
    expect(new Set(SAMPLES.map((sample) => sample.template))).toEqual(new Set(MAIL_TEMPLATES));
    for (const locale of LOCALE_CODES) {
      for (const sample of SAMPLES) {
        const mail = renderMail(sample, { locale, brand });
        expect(mail.locale).toBe(locale);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part, `${locale} ${sample.template}`).not.toMatch(/\{\{|\}\}/);
        }
        expect(mail.html).toContain(`<html lang="${locale}"`);
        expect(mail.html).toContain('support@croupier.com');
      }
    }
  });
});

describe('renderMail', () => {
  it("writes a limit's amount as the site does: CA$ under en-CA, BTC in µBTC", () => {
    const limit = (newValue: { amountCents: number; currency: string; subunitsToUnit: number }) =>
      renderMail(
        {
          template: 'limit_confirm',
          params: {
            confirmUrl: 'https://croupier.com/profile/limits/confirm?token=abc',
            limitType: 'deposit',
            period: 'day',
            newValue,
            effectiveAt: '2026-03-11T12:00:00Z',
            expiresInDays: 7,
          },
        },
        { locale: 'en-CA', brand },
      ).text;
    expect(limit({ amountCents: 20_000, currency: 'CAD', subunitsToUnit: 100 })).toContain(
      'CA$200.00',
    );
    expect(limit({ amountCents: 99_750, currency: 'BTC', subunitsToUnit: 1e8 })).toContain(
      '997.5\u00a0µBTC',
    );
  });

  it('writes to a German player in German, links as a button and as plain text', () => {
    const mail = renderMail(
      {
        template: 'reset_password',
        params: { resetUrl: 'https://croupier.com/r?t=1', expiresInHours: 6 },
      },
      { locale: 'de', brand },
    );
    expect(mail.subject).toBe('Setzen Sie Ihr Croupier-Passwort zurück');
    expect(mail.text).toContain('Neues Passwort wählen:\nhttps://croupier.com/r?t=1');
    expect(mail.text).toContain('läuft in 6 Stunden ab');
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toContain('>Neues Passwort wählen</a>');
    expect(mail.html).toContain('>https://croupier.com/r?t=1</a>');
  });

  it('uses the singular where the language needs it', () => {
    const render = (locale: string) =>
      renderMail(
        { template: 'reset_password', params: { resetUrl: 'https://c.test/r', expiresInHours: 1 } },
        { locale, brand },
      ).text;
    expect(render('en')).toContain('expires in 1 hour.');
    expect(render('de')).toContain('läuft in 1 Stunde ab');
  });

  it('falls back to English for a locale without texts and ignores letter case', () => {
    const request: MailRequest = { template: 'password_changed', params: {} };
    expect(renderMail(request, { locale: 'pt-BR', brand }).locale).toBe('en');
    expect(renderMail(request, { locale: 'pt-BR', brand }).subject).toBe(
      'Your Croupier password was changed',
    );
    expect(renderMail(request, { locale: 'FR-ca', brand }).locale).toBe('fr-CA');
  });

  it('names the sign-in time, country and document kind in the reader’s language', () => {
    const signIn = renderMail(SAMPLES[3] as MailRequest, { locale: 'it', brand });
    expect(signIn.text).toContain('Paese: Germania');
    expect(signIn.text).toContain('1 marzo 2026');
    const approved = renderMail(
      {
        template: 'kyc_document_reviewed',
        params: { documentKind: 'identity', status: 'approved' },
      },
      { locale: 'de', brand },
    );
    expect(approved.subject).toBe('Ihr Identitätsnachweis wurde genehmigt');
    const unknownKind = renderMail(
      { template: 'kyc_document_reviewed', params: { documentKind: 'selfie', status: 'rejected' } },
      { locale: 'en', brand },
    );
    expect(unknownKind.subject).toBe('Your document was not accepted');
    expect(unknownKind.text).not.toContain('Reason:');
  });

  it('escapes every interpolated value in the HTML', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const mails = [
      renderMail(
        { template: 'new_sign_in', params: { time: evil, ip: evil, device: evil, country: evil } },
        { locale: 'en', brand: { name: `<b>Evil</b> & ${evil}`, supportEmail: evil } },
      ),
      renderMail(
        { template: 'email_changed', params: { newEmail: evil } },
        { locale: 'fr-CA', brand },
      ),
      renderMail(
        {
          template: 'kyc_document_reviewed',
          params: { documentKind: evil, status: 'rejected', reason: evil },
        },
        { locale: 'et', brand },
      ),
      renderMail(
        { template: 'confirmation', params: { confirmUrl: `https://c.test/?q=${evil}` } },
        { locale: 'no', brand },
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<b>|onerror=alert\(2\)>/);
    }
    expect(mails[0]?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mails[0]?.html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp;');
    // The plain-text part carries the same words unescaped; it is never parsed as markup.
    expect(mails[1]?.text).toContain(evil);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail(
        { template: 'confirmation', params: { confirmUrl: 'javascript:alert(1)' } },
        { locale: 'en', brand },
      ),
    ).toThrow(/http\(s\)/);
  });
});
