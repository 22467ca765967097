import { useFormat } from '@rendezvous/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file size in the page's language: "2.5 MB" / "2,5 Mo", "300 KB" / "300 Ko" (one decimal
 * at most). `minKb` is the smallest number of kilobytes shown.
 */
export function useFileSize(): (bytes: number, minKb?: number) => string {
  const { t } = useTranslation('ui');
  const { locale } = useFormat();
  return useCallback(
    (bytes, minKb = 0) => {
      const number = new Intl.NumberFormat(locale, {
        maximumFractionDigits: 1,
        useGrouping: false,
      });
      return bytes >= MB
        ? t('size.mb', { value: number.format(Math.round((bytes / MB) * 10) / 10) })
        : t('size.kb', { value: number.format(Math.max(minKb, Math.round(bytes / KB))) });
    },
    [t, locale],
  );
}
