import { ActionIcon, Autocomplete, Popover, type MantineBreakpoint } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MenuEntry } from '@rendezvous/permissions';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

interface PageSearchProps {
  entries: readonly MenuEntry[];
  /** Called once a page is chosen, after the navigation starts. */
  onNavigate?: () => void;
  /** Inside a popover: focused on opening, its options drawn inside the popover. */
  inPopover?: boolean;
}

/** The header's search box: type part of a page's name and jump to it. */
export function PageSearch({ entries, onNavigate, inPopover = false }: PageSearchProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const pages = useMemo(() => leaves(entries), [entries]);

  return (
    <Autocomplete
      aria-label={t('search.label')}
      placeholder={t('search.pages')}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={pages.map((page) => page.label)}
      value={value}
      onChange={setValue}
      onOptionSubmit={(label) => {
        const page = pages.find((candidate) => candidate.label === label);
        setValue('');
        if (page) void navigate({ to: page.path });
        onNavigate?.();
      }}
      w={inPopover ? '100%' : { base: '100%', sm: 320 }}
      radius="xl"
      data-autofocus={inPopover || undefined}
      // In a popover, options drawn in a portal would count as a click outside it and close it.
      comboboxProps={inPopover ? { withinPortal: false } : undefined}
    />
  );
}

/**
 * The header's search on a narrow screen, where the box does not fit beside the logo and the
 * account menu: a search button that opens the same box under the header.
 */
export function PageSearchButton({
  entries,
  hiddenFrom,
}: {
  entries: readonly MenuEntry[];
  hiddenFrom: MantineBreakpoint;
}) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      width="min(320px, calc(100vw - 32px))"
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('search.pages')}
          aria-expanded={opened}
          onClick={toggle}
          hiddenFrom={hiddenFrom}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <PageSearch entries={entries} onNavigate={close} inPopover />
      </Popover.Dropdown>
    </Popover>
  );
}
