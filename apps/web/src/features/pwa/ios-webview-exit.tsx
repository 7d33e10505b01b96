import { useTranslation } from 'react-i18next';

/**
 * SH-031: the escape popup of the Meta in-app browser on iOS. Safari opens through the
 * `x-safari-` scheme; the copy-link fallback works everywhere.
 */
export function IosWebviewExit({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const href = `x-safari-${location.href}`;
  return (
    <div className="ios-webview-exit">
      <h2>{t('APP.IOS_WEBVIEW.TITLE')}</h2>
      <p>{t('APP.IOS_WEBVIEW.TEXT')}</p>
      <a href={href}>{t('APP.IOS_WEBVIEW.OPEN_SAFARI')}</a>{' '}
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(location.href).catch(() => undefined);
          close();
        }}
      >
        {t('APP.IOS_WEBVIEW.COPY_LINK')}
      </button>
    </div>
  );
}
