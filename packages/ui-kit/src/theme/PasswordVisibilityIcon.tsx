import { VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The password fields' show/hide button: its icon, and the words a screen reader announces
 * ("Show password" while the password is hidden, "Hide password" once it is shown).
 */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  const { t } = useTranslation('ui');
  const Icon = reveal ? IconEyeOff : IconEye;
  return (
    <>
      <Icon size={18} stroke={1.6} aria-hidden />
      <VisuallyHidden>{reveal ? t('password.hide') : t('password.show')}</VisuallyHidden>
    </>
  );
}

/**
 * Mantine leaves the toggle out of the Tab order and hidden from assistive technology; here it
 * is a real button. Mantine toggles on Space and on a mouse press; Enter presses it too.
 */
export const passwordVisibilityButtonProps = {
  tabIndex: 0,
  'aria-hidden': false,
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true }),
    );
  },
};
