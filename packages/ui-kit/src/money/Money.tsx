import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '@rendezvous/domain';

export interface MoneyProps extends Omit<TextProps, 'children' | 'span'> {
  /** Amount in integer cents, as the API sends it. */
  cents: number;
}

/** An amount of money in Canadian dollars, e.g. 12345 cents -> "$123.45". */
export function Money({ cents, ...others }: MoneyProps) {
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...others}>
      {formatMoney(cents)}
    </Text>
  );
}
