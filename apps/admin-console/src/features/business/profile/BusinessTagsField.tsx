import { Button, Group, MultiSelect } from '@mantine/core';
import { referenceQueries, setBusinessTags } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The tags a business shows on its website, chosen from GET tags; saved as a complete set. */
export function BusinessTagsField({
  business,
  onSaved,
}: {
  business: Business;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('business');
  const api = useApi();
  const tags = useQuery(referenceQueries.tags(api));
  const saved = (business.tags ?? []).map((t) => String(t.tag_id));
  const [chosen, setChosen] = useState<string[]>(saved);
  const [saving, setSaving] = useState(false);
  const dirty = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));

  const save = async () => {
    setSaving(true);
    try {
      await setBusinessTags(api, business.id, chosen.map(Number));
      await onSaved();
    } catch {
      // The failed call already showed why; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <MultiSelect
        label={t('tags.label')}
        placeholder={chosen.length ? undefined : t('tags.placeholder')}
        data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        disabled={tags.isPending}
        error={tags.isError ? t('tags.loadError') : undefined}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button variant="light" onClick={() => void save()} loading={saving} disabled={!dirty}>
        {t('tags.save')}
      </Button>
    </Group>
  );
}
