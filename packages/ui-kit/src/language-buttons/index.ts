export { LanguageButtons, type LanguageButtonsProps } from './LanguageButtons';
