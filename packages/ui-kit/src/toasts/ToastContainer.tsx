import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@rendezvous/domain';
import { TOAST_POSITION, TOASTS_CLASS, toastsStyle } from './placement';

/**
 * Where toasts are drawn. RendezvousProvider loads it just after the first render: its
 * transitions (react-transition-group) are not needed to show the first page, and a toast
 * asked for before it arrives waits in Mantine's store and is drawn when it does.
 */
export default function ToastContainer() {
  return (
    <>
      <style>{toastsStyle}</style>
      <Notifications className={TOASTS_CLASS} position={TOAST_POSITION} autoClose={TOAST_TIMEOUT_MS} />
    </>
  );
}
