import type { Award, LogoLink, SocialLink } from '@croupier/contracts/info';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { LocalTime } from '../local-time';
import styles from './footer.module.css';

export interface FooterLink {
  slug: string;
  title: string;
}

export interface FooterProps {
  brandName: string;
  logoUrl?: string | undefined;
  /** CMS pages of `bottom-menu` and `bottom-menu-help`, hidden ones already left out (SH-017). */
  infoLinks: readonly FooterLink[];
  helpLinks: readonly FooterLink[];
  /** The contact snippet (operator HTML, sanitised here; CMS-027). */
  contactHtml?: string | undefined;
  contact?: { email: string; phone: string | null } | undefined;
  socialLinks: readonly SocialLink[];
  awards: readonly Award[];
  providers: readonly LogoLink[];
  paymentLogos: readonly LogoLink[];
  licenceIcons: readonly LogoLink[];
  copyright: string;
  /** 18, or 21 under the Estonian licence (engagement.md §9 age limits). */
  ageLimit: number;
}

function LinkColumn({
  title,
  links,
  testId,
}: {
  title: string;
  links: readonly FooterLink[];
  testId: string;
}) {
  if (links.length === 0) return null;
  return (
    <div className={styles.column} data-testid={testId}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.slug}>
            <LocaleLink to={paths.staticPage.getHref(link.slug)}>{link.title}</LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LogoStrip({
  title,
  logos,
  testId,
}: {
  title: string;
  logos: readonly LogoLink[];
  testId: string;
}) {
  if (logos.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={title} data-testid={testId}>
      <h2 className={styles.stripTitle}>{title}</h2>
      <ul className={styles.logoRow}>
        {logos.map((logo) => {
          const image = (
            <img
              src={logo.image}
              alt={logo.name}
              loading="lazy"
              height={32}
              className={styles.logoImage}
            />
          );
          return (
            <li key={`${logo.name}-${logo.image}`} className={styles.logoItem}>
              {logo.url ? (
                logo.url.startsWith('/') ? (
                  <LocaleLink to={logo.url} className={styles.logoLink}>
                    {image}
                  </LocaleLink>
                ) : (
                  <a
                    href={logo.url}
                    className={styles.logoLink}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {image}
                  </a>
                )
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * platform-core.md §2.6 Footer (SH-016..SH-019): info and help links, contact block, social
 * links, awards and providers carousels, payment logos, trust and licence icons, copyright.
 */
export function Footer(props: FooterProps) {
  const { t } = useTranslation();
  const contactHtml = useMemo(
    () =>
      props.contactHtml
        ? DOMPurify.sanitize(props.contactHtml, { USE_PROFILES: { html: true } })
        : '',
    [props.contactHtml],
  );
  return (
    <footer className={styles.footer} aria-label={t('FOOTER.LABEL')}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            {props.logoUrl ? (
              <img
                src={props.logoUrl}
                alt={props.brandName}
                height={36}
                className={styles.brandLogo}
                loading="lazy"
              />
            ) : (
              <span className={styles.brandName}>{props.brandName}</span>
            )}
            <p className={styles.rg}>{t('FOOTER.RESPONSIBLE_GAMING')}</p>
            {props.socialLinks.length > 0 ? (
              <ul
                className={styles.social}
                aria-label={t('FOOTER.SOCIAL')}
                data-testid="footer-social"
              >
                {props.socialLinks.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={link.name}
                      title={link.name}
                    >
                      <img src={link.icon} alt="" width={20} height={20} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <LinkColumn title={t('FOOTER.INFO')} links={props.infoLinks} testId="footer-info" />
          <LinkColumn title={t('FOOTER.HELP')} links={props.helpLinks} testId="footer-help" />
          <div className={styles.column} data-testid="footer-contact">
            <h2 className={styles.columnTitle}>{t('FOOTER.CONTACT')}</h2>
            {contactHtml ? (
              <div
                className={styles.contactHtml}
                dangerouslySetInnerHTML={{ __html: contactHtml }}
              />
            ) : null}
            {props.contact ? (
              <ul className={styles.links}>
                {contactHtml ? null : (
                  <li>
                    <a href={`mailto:${props.contact.email}`} className={styles.contactLink}>
                      <Icon name="mail" size={16} />
                      <span className="visually-hidden">{t('FOOTER.EMAIL')}: </span>
                      {props.contact.email}
                    </a>
                  </li>
                )}
                {props.contact.phone ? (
                  <li>
                    <a
                      href={`tel:${props.contact.phone.replace(/\s+/g, '')}`}
                      className={styles.contactLink}
                    >
                      <Icon name="chat" size={16} />
                      <span className="visually-hidden">{t('FOOTER.PHONE')}: </span>
                      {props.contact.phone}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
        </div>

        {props.awards.length > 0 ? (
          <section
            className={styles.strip}
            aria-label={t('FOOTER.AWARDS')}
            data-testid="footer-awards"
          >
            <div className={styles.stripHead}>
              <h2 className={styles.stripTitle}>{t('FOOTER.AWARDS')}</h2>
              <LocaleLink to={paths.awards.getHref()} className={styles.stripLink}>
                {t('FOOTER.ALL_AWARDS')}
                <Icon name="chevronRight" size={14} />
              </LocaleLink>
            </div>
            <ul className={styles.carousel}>
              {props.awards.map((award) => (
                <li
                  key={`${award.year}-${award.name}-${award.nomination}`}
                  className={styles.award}
                >
                  <img src={award.imgUrl} alt="" width={48} height={48} loading="lazy" />
                  <div>
                    <p className={styles.awardName}>{award.nomination}</p>
                    <p className={styles.awardMeta}>
                      {award.name} · {award.prize} · {award.year}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <LogoStrip
          title={t('FOOTER.PROVIDERS')}
          logos={props.providers}
          testId="footer-providers"
        />
        <div className={styles.strips}>
          <LogoStrip
            title={t('FOOTER.PAYMENTS')}
            logos={props.paymentLogos}
            testId="footer-payments"
          />
          <LogoStrip
            title={t('FOOTER.LICENCES')}
            logos={props.licenceIcons}
            testId="footer-licences"
          />
        </div>

        <div className={styles.bottom}>
          <span className={styles.age} aria-hidden="true">
            {t('FOOTER.AGE_LIMIT', { age: props.ageLimit })}
          </span>
          <p className={styles.copyright} data-testid="footer-copyright">
            <span className="visually-hidden">
              {t('FOOTER.AGE_NOTE', { age: props.ageLimit })}{' '}
            </span>
            {props.copyright}
          </p>
          <LocalTime className={styles.clock} />
          <LocaleLink to={paths.responsibleGaming.getHref()} className={styles.rgLink}>
            <Icon name="shield" size={16} />
            {t('FOOTER.RESPONSIBLE_GAMING_LINK')}
          </LocaleLink>
        </div>
      </div>
    </footer>
  );
}
