import { Text, type TextProps } from '@mantine/core';
import { formatLocalMoney, formatMoney } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';

export interface MoneyProps extends Omit<TextProps, 'children' | 'span'> {
  /** Amount in integer cents, as the API sends it. */
  cents: number;
}

/**
 * An amount of money in Canadian dollars in the page's language: 12345 cents is "CA$123.45" in
 * English (the spec's form), "123,45 $" in Canadian French.
 */
export function Money({ cents, ...others }: MoneyProps) {
  const { i18n } = useTranslation();
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...others}>
      {i18n.language === 'fr-CA' ? formatLocalMoney(cents, 'fr-CA') : formatMoney(cents)}
    </Text>
  );
}
