import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR_URL } from './default-avatar';

export interface InitialsAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'children' | 'alt'> {
  /** Photo URL; when it is missing or fails to load the initials are shown instead. */
  src?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  /** Full name, used when `firstname` and `lastname` are not given. */
  name?: string | null;
}

/** Up to two initials: first and last name's first letters, or the first and last words of `name`. */
export function getInitials({
  firstname,
  lastname,
  name,
}: Pick<InitialsAvatarProps, 'firstname' | 'lastname' | 'name'>): string {
  const words =
    firstname?.trim() || lastname?.trim()
      ? [firstname?.trim(), lastname?.trim()]
      : (name?.trim().split(/\s+/) ?? []);
  const present = words.filter((word): word is string => Boolean(word));
  const picked = present.length > 1 ? [present[0], present[present.length - 1]] : present;
  return picked.map((word) => word?.charAt(0).toUpperCase()).join('');
}

/**
 * A person's photo, else their initials on a colour derived from the name, else a neutral
 * silhouette.
 */
export function InitialsAvatar({ src, firstname, lastname, name, ...others }: InitialsAvatarProps) {
  const { t } = useTranslation('ui');
  const fullName = [firstname, lastname].filter(Boolean).join(' ') || name?.trim() || '';
  const initials = getInitials({ firstname, lastname, name });

  if (!src && !initials) {
    return <Avatar src={DEFAULT_AVATAR_URL} alt={t('avatar.noPhoto')} {...others} />;
  }
  return (
    <Avatar src={src || null} alt={fullName} name={fullName} color="initials" {...others}>
      {initials}
    </Avatar>
  );
}
