import { ActionIcon, Box, Group, Image, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The business's theme images one at a time, moved by the visitor (no autoplay: moving content
 * the visitor did not ask for is an accessibility failure).
 */
export default function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const go = (step: number) =>
    setIndex((current) => (current + step + images.length) % images.length);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label', { name })}
      pos="relative"
    >
      <Image
        src={images[index]}
        alt={t('carousel.image', { index: index + 1, count: images.length, name })}
        h={{ base: 220, sm: 380 }}
        radius="md"
        fit="cover"
      />
      {images.length > 1 && (
        <Group
          justify="space-between"
          pos="absolute"
          top="50%"
          left={8}
          right={8}
          style={{ transform: 'translateY(-50%)' }}
        >
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            radius="xl"
            onClick={() => go(-1)}
            aria-label={t('carousel.previous')}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            radius="xl"
            onClick={() => go(1)}
            aria-label={t('carousel.next')}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
      )}
      <Text size="sm" ta="center" mt={4} aria-live="polite">
        {t('carousel.position', { index: index + 1, count: images.length })}
      </Text>
    </Box>
  );
}
