import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'underline',
  },
});

/**
 * A row's 'View' link to the registration's detail: a real link (new tab, copied address) that the
 * router follows in place; it names the student for a screen reader's list of links.
 */
export function ViewLink({ to, text, label }: { to: string; text: string; label: string }) {
  const styles = useStyles();
  return (
    <Link
      to={to}
      className={styles.link}
      aria-label={label}
      // The row's own click would open the registration a second time.
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}
