import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import { WhenNear } from './WhenNear';
import { withTheRest } from '../../the-rest';

// The form and its validation (zod) load when the visitor comes near it, not with the page.
const ContactForm = lazy(withTheRest(() => import('../contact/ContactForm')));

export function ContactSection({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  return (
    <Section id="contact" title={t('section.contact')}>
      <WhenNear fallback={<Skeleton h={320} maw={640} />}>
        <ContactForm businessId={businessId} />
      </WhenNear>
    </Section>
  );
}
