import { Button, Center, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  checkExistingSubdomain,
  referenceQueries,
  siteQueries,
  updateBusiness,
  uploadThemeImage,
  websiteQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BusinessMessages,
  canActivateTheme,
  normalizeSubdomain,
  subdomainProblem,
} from '@rendezvous/domain';
import { ImageDropzone, showErrorToast } from '@rendezvous/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

/**
 * The booking website: its address ({subdomain}.{site domain}) and its theme, with the images a
 * theme needs before it can be the active one. Going live stays in the console's website manager.
 */
export function WebsiteStep({ business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const msg = useMessage();
  const queryClient = useQueryClient();
  const themes = useQuery(referenceQueries.themes(api));
  const images = useQuery(websiteQueries.themeImages(api, business.id));
  const siteDomain = useQuery(siteQueries.config(api)).data?.site_domain;
  const [subdomain, setSubdomain] = useState(business.subdomain ?? '');
  const [themeId, setThemeId] = useState<string | null>(
    business.theme_id ? String(business.theme_id) : null,
  );
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (themes.isPending || images.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('website.loading')} />
      </Center>
    );
  }
  const theme = themes.data?.find((option) => String(option.id) === themeId);
  const imageCount = (images.data?.length ?? 0) + files.length;
  const missingImages = theme
    ? Math.max(0, theme.minimum_images_count - (images.data?.length ?? 0))
    : 0;

  const save = async () => {
    const problem = subdomainProblem(subdomain);
    if (problem !== null) {
      setError(problem);
      return;
    }
    if (theme && !canActivateTheme(imageCount, theme)) {
      showErrorToast(
        t('website.themeNeedsImages', { theme: theme.name, count: theme.minimum_images_count }),
      );
      return;
    }
    setSaving(true);
    try {
      if (subdomain !== business.subdomain) {
        if (await checkExistingSubdomain(api, subdomain)) {
          setError(BusinessMessages.subdomainTaken);
          return;
        }
        await updateBusiness(api, business.id, { subdomain });
      }
      for (const file of files) await uploadThemeImage(api, business.id, file);
      if (theme && Number(theme.id) !== business.theme_id) {
        await updateBusiness(api, business.id, { theme_id: Number(theme.id) });
      }
      await Promise.all([refreshSetup(queryClient, business.id), images.refetch()]);
      onDone();
    } catch {
      showErrorToast(msg(BusinessMessages.subdomainError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Text>{t('website.intro', { intro: msg(BusinessMessages.subdomainIntro) })}</Text>
        <TextInput
          label={t('website.subdomain')}
          withAsterisk
          value={subdomain}
          error={error && msg(error)}
          autoComplete="off"
          spellCheck={false}
          description={
            siteDomain
              ? t('website.yourSite', {
                  address: `${subdomain || t('website.yourName')}.${siteDomain}`,
                })
              : undefined
          }
          onChange={(event) => {
            setError(null);
            setSubdomain(normalizeSubdomain(event.currentTarget.value));
          }}
        />
        <Radio.Group label={t('website.theme')} value={themeId} onChange={setThemeId}>
          <Stack gap="xs" mt="xs">
            {(themes.data ?? []).map((option) => (
              <Radio
                key={option.id}
                value={String(option.id)}
                label={option.name}
                description={option.description ?? undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {theme && missingImages > 0 && (
          <ImageDropzone
            multiple
            label={t('website.addImages', { count: missingImages, theme: theme.name })}
            onDrop={setFiles}
          />
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('saveAndContinue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
