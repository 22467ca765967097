import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from './languages';

/** English / Français, remembered for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(i18n, value);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
      }))}
    />
  );
}
