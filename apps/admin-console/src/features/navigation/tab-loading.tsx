import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/**
 * A tab whose code loads when it is first opened (`lazy`): a spinner named `label` stands in
 * for it until then, inside the tab, so the tab list stays usable.
 */
export function TabLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={label} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
