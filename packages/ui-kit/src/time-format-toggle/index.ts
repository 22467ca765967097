export { formatTime, type TimeFormat } from './format-time';
export { TimeFormatToggle, type TimeFormatToggleProps } from './TimeFormatToggle';
