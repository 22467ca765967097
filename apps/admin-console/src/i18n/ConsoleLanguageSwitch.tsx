import { isLanguage } from '@rendezvous/i18n';
import { LanguageButtons } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { showLanguage } from './i18n';

/**
 * English / Français on the signed-out screens, where there is no profile yet to save the
 * choice on: it is remembered in this browser.
 */
export function ConsoleLanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <LanguageButtons
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(language) => void showLanguage(language)}
      label={t('language.label')}
    />
  );
}
