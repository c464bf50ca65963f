import { Avatar } from '@fluentui/react-components';

/** The default avatar: the person's initials. */
export function DefaultAvatar({ name, label }: { name: string; label: string }) {
  return <Avatar name={name} aria-label={label} color="brand" size={40} data-testid="staff-avatar-default" />;
}
