import { Center, Loader } from '@mantine/core';

/** Shown while a page waits for its data (first of all, the signed-in admin). */
export function PendingScreen() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
