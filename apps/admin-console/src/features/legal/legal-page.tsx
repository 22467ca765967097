import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { LanguageButtons, usePageTitle } from '@rendezvous/ui-kit';
import { Fragment, useEffect, useState } from 'react';
import {
  browserLegalLanguage,
  LANGUAGE_SWITCH_LABEL,
  type LegalLanguage,
} from './legal-language';
import { SUPPORT_EMAIL } from './support-email';

/**
 * A piece of a section: a paragraph, or a bulleted list. Text is plain; the support address,
 * wherever it appears, becomes a mailto link.
 */
export type LegalBlock = string | { list: readonly string[] };

/** One titled section of a legal document. */
export interface LegalSection {
  /** The same in every language: the section's anchor (#quebec-rights) and key. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** A legal document in one language. */
export interface LegalText {
  title: string;
  /** Shown under the title, e.g. the last-updated date. */
  subtitle?: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal document in every language, section for section. */
export type LegalDocument = Record<LegalLanguage, LegalText>;

/** What the page says around the document, in each language. */
const PAGE_TEXT: Record<LegalLanguage, { back: string }> = {
  en: { back: '← Back to Rendezvous' },
  'fr-CA': { back: '← Retour à Rendezvous' },
};

export interface LegalPageProps {
  content: LegalDocument;
  /** The language the address asks for (`?lang=`); without it, the browser's, else English. */
  language?: LegalLanguage;
  /** The reader chose another language on the switch. */
  onLanguageChange: (language: LegalLanguage) => void;
}

/**
 * A readable, narrow column for long legal text, shown without the side menu, in English or
 * Canadian French with a switch between them.
 */
export function LegalPage({ content, language: asked, onLanguageChange }: LegalPageProps) {
  const [browser] = useState(browserLegalLanguage);
  const language = asked ?? browser;
  const text = content[language];
  usePageTitle(text.title);
  useDocumentLanguage(language);
  return (
    <Container component="main" size="md" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Group justify="space-between" gap="sm">
              <Anchor href="/sign-in" size="sm">
                {PAGE_TEXT[language].back}
              </Anchor>
              <LanguageButtons
                value={language}
                onChange={onLanguageChange}
                label={LANGUAGE_SWITCH_LABEL}
              />
            </Group>
            <Title order={1}>{text.title}</Title>
            {text.subtitle && (
              <Text c="dimmed" size="sm">
                {text.subtitle}
              </Text>
            )}
          </Stack>
          <Text>{text.intro}</Text>
          {text.sections.map((section, index) => (
            <Stack key={section.id} id={section.id} gap="xs" component="section">
              <Title order={2} size="h4">
                {index + 1}. {section.heading}
              </Title>
              {section.blocks.map((block, blockIndex) =>
                typeof block === 'string' ? (
                  <Text key={blockIndex} size="sm">
                    <WithEmailLink text={block} />
                  </Text>
                ) : (
                  <LegalList key={blockIndex} items={block.list} />
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * Gives the whole document the page's language while the page is shown (screen readers and
 * hyphenation follow it), and puts back the previous one when it goes.
 */
function useDocumentLanguage(language: LegalLanguage): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('lang');
    root.setAttribute('lang', language);
    return () => {
      if (previous === null) root.removeAttribute('lang');
      else root.setAttribute('lang', previous);
    };
  }, [language]);
}

/** The text, with the support address as a mailto link wherever it appears. */
function WithEmailLink({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: readonly string[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item, index) => (
        <List.Item key={index}>
          <WithEmailLink text={item} />
        </List.Item>
      ))}
    </List>
  );
}
