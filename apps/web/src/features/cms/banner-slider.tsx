import type { Banner } from '@croupier/contracts/fe-config';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/button';
import { Icon } from '../../components/icon';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../components/use-media-query';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { fillVariables } from '@croupier/domain/cms/banner-rules';
import { bannerButtonHref, type BannerTargets } from './banner-targets';
import { isExternalUrl } from './external-url';
import styles from './banner-slider.module.css';

/** platform-core.md §2.6, §9: the home carousel autoplays every 10000 ms (SH-022). */
export const BANNER_AUTOPLAY_MS = 10_000;

export interface BannerSliderProps {
  banners: readonly Banner[];
  /** Mock mode (`?mock=1`) and reduced motion switch autoplay off. */
  isAutoplayEnabled?: boolean;
  currentHost?: string;
  /** Where tournament and lottery buttons lead (TN-032); without it they show no button. */
  targets?: BannerTargets | null | undefined;
}

function BannerCard({
  banner,
  currentHost,
  targets,
  index,
  count,
}: {
  banner: Banner;
  currentHost: string;
  targets: BannerTargets | null | undefined;
  index: number;
  count: number;
}) {
  const { t } = useTranslation();
  const { gradient } = banner;
  const style = {
    '--banner-gradient': `linear-gradient(115deg, ${gradient.colorLeft} 0%, ${gradient.colorLeftCenter} 38%, ${gradient.colorRightCenter} 72%, ${gradient.colorRight} 100%)`,
    ...(banner.image ? { '--banner-image': `url("${banner.image}")` } : {}),
  } as CSSProperties;
  const title = fillVariables(banner.title.text, banner.variables);
  const description = fillVariables(banner.description.text, banner.variables);
  const button = banner.button;
  const href = button ? bannerButtonHref(button, targets) : null;
  const buttonClass = buttonClassName({ variant: 'primary' });
  return (
    <div
      className={[styles.card, banner.image ? styles.withImage : ''].join(' ')}
      style={style}
      role="group"
      aria-roledescription="slide"
      aria-label={t('LOBBY.SLIDE', { index: index + 1, count })}
      data-banner-id={banner.id}
    >
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {description ? <p className={styles.cardText}>{description}</p> : null}
        {button && href ? (
          isExternalUrl(href, currentHost) ? (
            <a className={buttonClass} href={href} target="_blank" rel="noopener noreferrer">
              {button.name}
              <Icon name="external" size={16} />
              <span className="visually-hidden"> ({t('TOP_NAV.OPENS_IN_NEW_TAB')})</span>
            </a>
          ) : (
            <LocaleLink className={buttonClass} to={href}>
              {button.name}
            </LocaleLink>
          )
        ) : null}
      </div>
      {banner.overlayImage ? (
        <img
          className={styles.overlay}
          src={banner.overlayImage}
          alt=""
          aria-hidden="true"
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ) : null}
    </div>
  );
}

/**
 * The home banner carousel: a scroll-snap track (native swipe), previous/next, dots, autoplay
 * every 10 s that pauses on hover and focus and has a pause button (WCAG 2.2.2).
 */
export function BannerSlider({
  banners,
  isAutoplayEnabled = true,
  currentHost = location.host,
  targets,
}: BannerSliderProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = banners.length;
  const canAutoplay = isAutoplayEnabled && !isReducedMotion && count > 1;

  const goTo = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      const track = trackRef.current;
      const slide = track?.children[target];
      if (track && slide instanceof HTMLElement && typeof track.scrollTo === 'function') {
        track.scrollTo({
          left: slide.offsetLeft - track.offsetLeft,
          behavior: isReducedMotion ? 'auto' : 'smooth',
        });
      }
    },
    [count, isReducedMotion],
  );

  useEffect(() => {
    if (!canAutoplay || isPaused || isHeld) return;
    const timer = setInterval(() => goTo(index + 1), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [canAutoplay, isPaused, isHeld, goTo, index]);

  const onScroll = () => {
    const track = trackRef.current;
    const first = track?.children[0];
    if (!track || !(first instanceof HTMLElement) || first.offsetWidth === 0) return;
    const nearest = Math.round(track.scrollLeft / (first.offsetWidth + 16));
    if (nearest !== index && nearest >= 0 && nearest < count) setIndex(nearest);
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('LOBBY.HERO_LABEL')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        aria-live={canAutoplay && !isPaused ? 'off' : 'polite'}
      >
        {banners.map((banner, position) => (
          <div key={banner.id} className={styles.slot} data-active={position === index}>
            <BannerCard
              banner={banner}
              currentHost={currentHost}
              targets={targets}
              index={position}
              count={count}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('LOBBY.SLIDE', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            {canAutoplay ? (
              <button
                type="button"
                className={styles.arrow}
                aria-label={isPaused ? t('LOBBY.PLAY') : t('LOBBY.PAUSE')}
                onClick={() => setPaused((value) => !value)}
              >
                <Icon name={isPaused ? 'play' : 'pause'} size={16} />
              </button>
            ) : null}
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('LOBBY.PREVIOUS')}
              onClick={() => goTo(index - 1)}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('LOBBY.NEXT')}
              onClick={() => goTo(index + 1)}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
