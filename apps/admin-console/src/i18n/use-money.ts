import { formatLocalMoney, formatMoney } from '@rendezvous/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Integer cents as the console shows them: "CA$1,234.56" in English (the spec's form), "1 234,56 $"
 * in Canadian French.
 */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const french = i18n.language === 'fr-CA';
  return useCallback(
    (cents: number) => (french ? formatLocalMoney(cents, 'fr-CA') : formatMoney(cents)),
    [french],
  );
}
