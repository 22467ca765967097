import { Center, Loader } from '@mantine/core';

/** Shown while a page waits for its data. */
export function PendingScreen() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
