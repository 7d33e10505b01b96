import { describe, expect, it } from 'vitest';
import { cmsPageSchema, cmsSnippetsResponseSchema } from '@croupier/contracts/cms';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { buildTestApp } from '../../testing/test-app.js';

/**
 * Support copy says what the product does (SH-044: no live-chat service; every chat entry opens
 * the contact form, answered by e-mail). A promise of a live chat or of an answer within minutes
 * is one the product does not keep, in any of the ten locales.
 */
const LIVE_CHAT_PROMISE =
  /live.?chat|chat dal vivo|clavardage|otsevestlus|minute|Minuten|minuti|minutter|minut|around the clock|rund um die Uhr|jour et nuit|døgnet rundt|a ogni ora|ööpäev läbi/i;
const CONTACT_FORM =
  /contact form|Kontaktformular|formulaire de contact|kontaktskjema|modulo di contatto|kontaktivorm/i;

describe('support copy (issue 14: promises the product does not keep)', async () => {
  const { app } = await buildTestApp();
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([...LOCALE_CODES])(
    'sends %s players to the contact form, answered by e-mail',
    async (locale) => {
      const page = cmsPageSchema.parse((await get(`/api/cms/pages/support?l=${locale}`)).json());
      expect(page.locale).toBe(locale);
      const text = [page.content, page.blocks.description ?? '', page.blocks.keywords ?? ''].join(
        ' ',
      );
      expect(text).not.toMatch(LIVE_CHAT_PROMISE);
      expect(page.content).toMatch(CONTACT_FORM);
      expect(page.content).toContain('support@croupier.com');

      const about = cmsPageSchema.parse((await get(`/api/cms/pages/about-us?l=${locale}`)).json());
      expect(about.content).not.toMatch(LIVE_CHAT_PROMISE);

      const snippets = cmsSnippetsResponseSchema.parse(
        (await get(`/api/cms/snippets?l=${locale}`)).json(),
      );
      const contact = snippets.find((snippet) => snippet.key === 'footer-contact')?.content ?? '';
      expect(contact).not.toMatch(LIVE_CHAT_PROMISE);
      expect(contact).toMatch(CONTACT_FORM);
    },
  );
});
