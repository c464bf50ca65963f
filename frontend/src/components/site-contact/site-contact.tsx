import { isDisplayablePhone, oneLineAddress, phoneHref, type SiteAddress } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type FluentIcon, LocationRegular, PhoneRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  line: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, margin: '0' },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorNeutralForeground3 },
  phoneLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

export interface SiteInfoLineProps {
  /** A decorative icon, hidden from screen readers. */
  icon: FluentIcon;
  testId: string;
  children: ReactNode;
}

/** One line of a site's details (address, hours...): an icon, then the text. */
export function SiteInfoLine({ icon: Icon, testId, children }: SiteInfoLineProps) {
  const styles = useStyles();
  return (
    <p className={styles.line} data-testid={testId}>
      <Icon className={styles.icon} aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** A site's address on one line, after a location icon. */
export function SiteAddressLine({ address, testId }: { address: SiteAddress; testId: string }) {
  return (
    <SiteInfoLine icon={LocationRegular} testId={testId}>
      {oneLineAddress(address)}
    </SiteInfoLine>
  );
}

export interface SitePhoneLinkProps {
  /** The site's name, read in the link's accessible name ('Call {name} at {phone}'). */
  siteName: string;
  phone: string | undefined;
  testId: string;
}

/** A `tel:` link to a site's phone after a phone icon, or nothing when the phone is not displayable. */
export function SitePhoneLink({ siteName, phone, testId }: SitePhoneLinkProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!isDisplayablePhone(phone)) return null;
  return (
    <a
      className={styles.phoneLink}
      href={phoneHref(phone)}
      aria-label={t('site.callLabel', { name: siteName, phone })}
      data-testid={testId}
    >
      <PhoneRegular className={styles.icon} aria-hidden />
      {phone}
    </a>
  );
}
