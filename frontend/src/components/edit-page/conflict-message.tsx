import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

export interface ConflictMessageProps {
  /** The server's 409 text; nothing is shown while it is null. */
  message: string | null;
  reloadLabel: string;
  /** Reads the record again; without it the message stands alone. */
  onReload?: () => void;
}

/**
 * What an edit form shows when its save was refused because someone changed the record since it was
 * read (409 on a stale ETag): the server's message, announced, with Reload. What was typed stays in the
 * form until the user chooses to reload.
 */
export function ConflictMessage({ message, reloadLabel, onReload }: ConflictMessageProps) {
  if (message === null) return null;
  return (
    <MessageBar intent="warning" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      {onReload ? (
        <MessageBarActions>
          <Button onClick={onReload}>{reloadLabel}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
