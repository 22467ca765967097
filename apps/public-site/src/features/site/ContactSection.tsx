import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';

// The form and its validation (zod) load apart from the page's first paint.
const ContactForm = lazy(() => import('../contact/ContactForm'));

export function ContactSection({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  return (
    <Section id="contact" title={t('section.contact')}>
      <Suspense fallback={<Skeleton h={320} maw={640} />}>
        <ContactForm businessId={businessId} />
      </Suspense>
    </Section>
  );
}
