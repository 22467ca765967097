import { LanguageButtons } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { isLanguage } from './languages';

/** English / Français, remembered for the next visit (and sent to the server as a cookie). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <LanguageButtons
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(language) => void changeLanguage(i18n, language)}
      label={t('language.label')}
    />
  );
}
