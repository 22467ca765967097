import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from './languages';

/**
 * English / Français, remembered for the next visit: two toggle buttons, the page's language
 * pressed. (Mantine's SegmentedControl measures itself after every paint, a forced layout
 * on each page's first load for a two-word control.)
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const pressed = language === current;
        return (
          <Button
            key={language}
            size="compact-xs"
            radius="xl"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            lang={language}
            onClick={() => {
              if (!pressed) void changeLanguage(i18n, language);
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        );
      })}
    </Button.Group>
  );
}
