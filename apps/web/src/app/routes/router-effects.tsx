import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { paths } from '../../config/paths';
import { getModalDefinition } from '../../features/modals/modal-registry';
import {
  closeModal,
  getModalState,
  isModalName,
  openModal,
  type ModalName,
} from '../../features/modals/modal-store';
import { onMainLanding, takePromoCodes } from '../../features/routing/promo-codes';
import {
  CHAT_HASH_DELAY_MS,
  hashAction,
  scrollToHash,
  withoutParams,
} from '../../features/routing/url-rules';
import { postToParent } from '../../lib/iframe';
import { requestLiveChat } from '../../lib/live-chat';
import { useLocalePath } from '../../lib/i18n/use-locale';

interface RouterEffectsProps {
  /** The path without locale prefix. */
  rest: string;
  isLoggedIn: boolean;
  /** The modal the current route keeps open, if any (navigation leaves it alone). */
  routeModal: ModalName | null;
}

const SPORT_POPUPS: Record<string, ModalName> = {
  login: 'sport-login',
  registration: 'sport-registration',
};

/** The side effects of a navigation (platform-core.md §2.5). */
export function RouterEffects({ rest, isLoggedIn, routeModal }: RouterEffectsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  // The URL just lost its promo codes: that replace is not a fresh landing on main (RT-055).
  const justTookCodes = useRef(false);
  const closePopups = useEffectEvent(() => {
    for (const entry of getModalState().stack) {
      if (entry.name !== routeModal && !entry.onDismiss) closeModal(entry.name);
    }
  });

  // RT-061: navigating closes popups and search; SH-047: the parent page hears of it.
  useEffect(() => {
    closePopups();
    postToParent('route-change', { path: location.pathname });
  }, [location.pathname]);

  // A new page opens at its top, as a link to another site's page would. Back and forward keep
  // the browser's place, a hash scrolls to its target, and a modal route (or closing one)
  // leaves the page under it where it was.
  const navigationType = useNavigationType();
  const previousModal = useRef(routeModal);
  const scrollToTop = useEffectEvent(() => {
    const fromModal = previousModal.current !== null;
    previousModal.current = routeModal;
    if (navigationType === 'POP' || routeModal !== null || fromModal || location.hash) return;
    window.scrollTo(0, 0);
  });
  useEffect(() => {
    scrollToTop();
  }, [location.pathname]);

  // Query rules: promo codes (RT-054..RT-056), ?pwa=install (RT-059), ?popup= (RT-062).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const isMain = rest === paths.home.path;
    const stripped = takePromoCodes(location.search);
    if (stripped !== null) {
      if (isMain && isLoggedIn && onMainLanding(true) === 'go-to-gifts') {
        navigate(toHref(paths.profile.gifts.getHref()), { replace: true });
        return;
      }
      justTookCodes.current = true;
      navigate({ search: stripped, hash: location.hash }, { replace: true });
      return;
    }
    const landed = !justTookCodes.current;
    justTookCodes.current = false;
    if (isMain) {
      if (landed && onMainLanding(isLoggedIn) === 'go-to-gifts') {
        navigate(toHref(paths.profile.gifts.getHref()), { replace: true });
        return;
      }
      if (params.get('pwa') === 'install') {
        openModal('pwa-install');
        navigate(
          { search: withoutParams(location.search, ['pwa']), hash: location.hash },
          { replace: true },
        );
        return;
      }
    }
    const popup = params.get('popup');
    if (popup !== null) {
      if (isModalName(popup) && getModalDefinition(popup)) openModal(popup);
      navigate(
        { search: withoutParams(location.search, ['popup']), hash: location.hash },
        { replace: true },
      );
    }
  }, [location.search, location.hash, rest, isLoggedIn, navigate, toHref]);

  // Hash shortcuts (RT-049..RT-052).
  useEffect(() => {
    const action = hashAction(location.hash);
    if (!action) return;
    switch (action.kind) {
      case 'route': {
        const target = paths[action.to].getHref();
        navigate(toHref(`${target}${location.search}`), { replace: true });
        return;
      }
      case 'sport':
        openModal(
          (action.popup ? SPORT_POPUPS[action.popup] : undefined) ?? 'sport',
          action.popup ? { popup: action.popup } : {},
        );
        return;
      case 'chat': {
        const timer = setTimeout(requestLiveChat, CHAT_HASH_DELAY_MS);
        return () => clearTimeout(timer);
      }
      case 'scroll':
        return scrollToHash(action.id);
    }
  }, [location.hash, location.search, location.pathname, navigate, toHref]);

  return null;
}
