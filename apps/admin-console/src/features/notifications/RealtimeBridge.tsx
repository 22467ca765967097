import { useRealtime, type UseRealtimeOptions } from './use-realtime';

/** Mounted in the signed-in frame: the console's realtime connection (see useRealtime). */
export function RealtimeBridge(props: UseRealtimeOptions) {
  useRealtime(props);
  return null;
}
