import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LocaleNavLink } from '../../../lib/i18n/locale-link';
import type { NavItem } from './nav-items';

export interface NavEntryProps {
  item: NavItem;
  className: string | undefined;
  iconSize?: number;
  after?: ReactNode;
  onNavigate?: () => void;
}

/** One navigation entry: a locale-aware NavLink, or a plain link to another host. */
export function NavEntry({ item, className, iconSize = 18, after, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const label = item.title ?? (item.labelKey ? t(item.labelKey) : item.id);
  const content = (
    <>
      <Icon name={item.icon} size={iconSize} />
      <span>{label}</span>
      {item.isExternal ? <Icon name="external" size={14} /> : null}
      {after}
    </>
  );
  if (item.isExternal) {
    return (
      <a
        className={className}
        href={item.href}
        rel="noopener"
        data-nav-id={item.id}
        onClick={onNavigate}
      >
        {content}
      </a>
    );
  }
  return (
    <LocaleNavLink
      className={className}
      to={item.href}
      end={item.id === 'lobby' || item.id === 'tournaments'}
      data-nav-id={item.id}
      onClick={onNavigate}
    >
      {content}
    </LocaleNavLink>
  );
}
