import { isLanguage } from '@rendezvous/i18n';
import { LanguageButtons } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { showLanguage } from './i18n';

/**
 * English / Français on every page of the wizard. Someone signing up has no profile yet to
 * save the choice on: it is remembered in this browser, under the console's key, so the
 * console opens in it too.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('wizard');
  return (
    <LanguageButtons
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(language) => void showLanguage(language)}
      label={t('language.label')}
    />
  );
}
