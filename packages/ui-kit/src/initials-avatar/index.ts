export { DEFAULT_AVATAR_URL } from './default-avatar';
export { getInitials, InitialsAvatar, type InitialsAvatarProps } from './InitialsAvatar';
