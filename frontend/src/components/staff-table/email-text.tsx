import { makeStyles } from '@fluentui/react-components';
import { Fragment } from 'react';

const useStyles = makeStyles({
  // Wraps at the points below; only a single part wider than its column is cut (never the page).
  email: { overflowWrap: 'break-word' },
});

/**
 * An e-mail address in a list: it wraps after its @ and before its dots, never in the middle of a word
 * ('ana.lopez@' / 'example' / '.com'), so a narrow column still reads as an address.
 */
export function EmailText({ address }: { address: string }) {
  const styles = useStyles();
  // Each part keyed by where it starts in the address.
  let start = 0;
  const parts = address.split(/(?=\.)|(?<=@)/).map((text) => {
    const part = { text, start };
    start += text.length;
    return part;
  });
  return (
    <span className={styles.email}>
      {parts.map((part) => (
        <Fragment key={part.start}>
          {part.start > 0 ? <wbr /> : null}
          {part.text}
        </Fragment>
      ))}
    </span>
  );
}
