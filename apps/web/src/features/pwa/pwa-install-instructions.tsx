import { useTranslation } from 'react-i18next';

/** RT-059: how to add the site to the home screen, opened by `?pwa=install` on main. */
export function PwaInstallInstructions() {
  const { t } = useTranslation();
  return (
    <div className="pwa-install">
      <h2>{t('APP.PWA.TITLE')}</h2>
      <h3>{t('APP.PWA.IOS_TITLE')}</h3>
      <ol>
        <li>{t('APP.PWA.IOS_STEP_1')}</li>
        <li>{t('APP.PWA.IOS_STEP_2')}</li>
        <li>{t('APP.PWA.IOS_STEP_3')}</li>
      </ol>
      <h3>{t('APP.PWA.ANDROID_TITLE')}</h3>
      <ol>
        <li>{t('APP.PWA.ANDROID_STEP_1')}</li>
        <li>{t('APP.PWA.ANDROID_STEP_2')}</li>
      </ol>
    </div>
  );
}
