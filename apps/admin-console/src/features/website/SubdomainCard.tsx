import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  businessKeys,
  checkExistingSubdomain,
  quietly,
  updateBusiness,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BusinessMessages,
  SEARCH_DEBOUNCE_MS,
  normalizeSubdomain,
  subdomainProblem,
  type Business,
} from '@rendezvous/domain';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

export interface SubdomainCardProps {
  business: Business;
  /** The fixed suffix of every business's site, e.g. rendezvous.ca. */
  siteDomain: string;
}

/**
 * The business's site address: spaces are dropped as they are typed, and each pause checks the
 * name is free (a check mark when it is). Submit saves it.
 */
export function SubdomainCard({ business, siteDomain }: SubdomainCardProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(business.subdomain ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const settled = debounced === value;
  const unchanged = value !== '' && value === business.subdomain;
  const checkable = settled && !unchanged && subdomainProblem(debounced) === null;
  const check = useQuery({
    queryKey: [...businessKeys.all, 'subdomain-check', business.id, debounced],
    queryFn: () => checkExistingSubdomain(api, debounced),
    enabled: checkable,
    staleTime: 0,
  });
  const taken = checkable && check.data === true;
  const free = unchanged || (checkable && check.data === false);
  const shownFormatError = value !== '' || submitted ? subdomainProblem(value) : null;
  const error = shownFormatError ?? (taken ? BusinessMessages.subdomainTaken : null);
  const suffix = `.${siteDomain}`;

  const submit = async () => {
    setSubmitted(true);
    if (subdomainProblem(value) !== null) return;
    let isTaken = taken;
    if (!settled || !checkable) {
      isTaken = !unchanged && (await checkExistingSubdomain(api, value).catch(() => false));
    }
    if (isTaken) {
      showErrorToast(msg(BusinessMessages.subdomainTaken));
      return;
    }
    setSaving(true);
    try {
      // Quiet: this card says "Subdomain created!" (the spec's words) instead of the server's
      // "Business updated!", one toast for one save.
      const updated = await updateBusiness(quietly(api), business.id, { subdomain: value });
      queryClient.setQueryData<Business>(businessKeys.detail(business.id), (current) =>
        current ? { ...current, subdomain: updated.subdomain } : current,
      );
      showSuccessToast(msg(BusinessMessages.subdomainCreated));
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
    } catch {
      showErrorToast(msg(BusinessMessages.subdomainError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('subdomain.title')}
          </Title>
          <Text size="sm">{msg(BusinessMessages.subdomainIntro)}</Text>
          <TextInput
            label={t('subdomain.label')}
            withAsterisk
            value={value}
            error={error && msg(error)}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(normalizeSubdomain(event.currentTarget.value))}
            rightSectionWidth={Math.min(24 + suffix.length * 8, 240)}
            rightSectionPointerEvents="none"
            rightSection={
              <Group gap={4} wrap="nowrap" pr="xs" justify="flex-end" w="100%">
                {checkable && check.isFetching ? (
                  <Loader size={14} aria-label={t('subdomain.checking')} />
                ) : (
                  free && (
                    <IconCircleCheckFilled
                      size={18}
                      color="var(--mantine-color-green-7)"
                      role="img"
                      aria-label={t('subdomain.available')}
                    />
                  )
                )}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {suffix}
                </Text>
              </Group>
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={taken}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
