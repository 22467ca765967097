import { Textarea, TextInput } from '@mantine/core';
import {
  frenchItemKey,
  itemValue,
  themeItemMaxLength,
  type BusinessThemeEntity,
  type ThemeFrenchTextKey,
} from '@rendezvous/domain';
import { useState } from 'react';

interface FrenchTextProps {
  /** The English item this text translates: it holds as much as that one. */
  itemKey: ThemeFrenchTextKey;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A text area of this many rows; one line without. */
  minRows?: number;
}

/**
 * A block text's Canadian French version, beside its English field: optional (the site shows
 * the English to French visitors until it is written; a French-first site asks for it before
 * going live), marked `lang="fr-CA"`, and as long as its English may be.
 */
export function FrenchText({ itemKey, label, value, onChange, minRows }: FrenchTextProps) {
  const common = {
    label,
    lang: 'fr-CA',
    value,
    maxLength: themeItemMaxLength(frenchItemKey(itemKey)),
  };
  return minRows === undefined ? (
    <TextInput {...common} onChange={(event) => onChange(event.currentTarget.value)} />
  ) : (
    <Textarea
      {...common}
      autosize
      minRows={minRows}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The French version of a block's text, as edited: starts from the stored one. */
export function useFrenchItem(block: BusinessThemeEntity | undefined, key: ThemeFrenchTextKey) {
  return useState(() => (block && itemValue(block, frenchItemKey(key))) ?? '');
}

/**
 * The French item to save with a block's English one: sent when written, or to clear one that
 * was (a block never translated keeps only its English items).
 */
export function frenchItem(
  block: BusinessThemeEntity | undefined,
  key: ThemeFrenchTextKey,
  value: string,
): Record<string, string> {
  const french = value.trim();
  const stored = block ? itemValue(block, frenchItemKey(key)) : undefined;
  return french !== '' || stored !== undefined ? { [frenchItemKey(key)]: french } : {};
}
