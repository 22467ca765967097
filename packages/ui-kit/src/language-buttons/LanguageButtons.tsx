import { Button } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@rendezvous/i18n';

export interface LanguageButtonsProps {
  /** The language shown now. */
  value: Language;
  onChange: (language: Language) => void;
  /** The group's accessible name, e.g. "Language" in the page's language. */
  label: string;
}

/**
 * English / Français: two toggle buttons, the shown language pressed, each named in its own
 * language (and marked with it, so a screen reader says "Français" in French). The same
 * switch on the public site, the console's signed-out pages, the wizard and the legal pages.
 * (Mantine's SegmentedControl measures itself after every paint, a forced layout on each
 * page's first load for a two-word control.)
 */
export function LanguageButtons({ value, onChange, label }: LanguageButtonsProps) {
  return (
    <Button.Group aria-label={label}>
      {LANGUAGES.map((language) => {
        const pressed = language === value;
        return (
          <Button
            key={language}
            size="compact-xs"
            radius="xl"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            lang={language}
            onClick={() => {
              if (!pressed) onChange(language);
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        );
      })}
    </Button.Group>
  );
}
