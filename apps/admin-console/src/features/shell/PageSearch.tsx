import { Autocomplete } from '@mantine/core';
import type { MenuEntry } from '@rendezvous/permissions';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

/** The header's search box: type part of a page's name and jump to it. */
export function PageSearch({ entries }: { entries: readonly MenuEntry[] }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const pages = useMemo(() => leaves(entries), [entries]);

  return (
    <Autocomplete
      aria-label="Search"
      placeholder="Search pages"
      leftSection={<IconSearch size={16} aria-hidden />}
      data={pages.map((page) => page.label)}
      value={value}
      onChange={setValue}
      onOptionSubmit={(label) => {
        const page = pages.find((candidate) => candidate.label === label);
        setValue('');
        if (page) void navigate({ to: page.path });
      }}
      w={{ base: '100%', sm: 320 }}
      radius="xl"
    />
  );
}
