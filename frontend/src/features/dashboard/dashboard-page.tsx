import { LEVEL_ADMIN } from '@enroll/domain';
import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  ClipboardTaskListLtrRegular,
  DocumentAddRegular,
  DocumentBulletListRegular,
  type FluentIcon,
  LockClosedKeyRegular,
  PeopleListRegular,
  PersonAddRegular,
} from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { FailedJobsBanner } from '../../components/failed-jobs-banner/failed-jobs-banner.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAtLeast } from '../../staff-session/is-at-least.ts';
import { useStaffUser } from '../../staff-session/staff-session.tsx';
import { type DashboardTileKey, dashboardTiles } from './dashboard-tiles.ts';
import { enDashboard } from './i18n/en.ts';

registerMessages('dashboard', enDashboard);

const ICONS: Record<DashboardTileKey, FluentIcon> = {
  interestEntries: PeopleListRegular,
  primaryEnrollments: DocumentBulletListRegular,
  secondaryEnrollments: ClipboardTaskListLtrRegular,
  scheduledOrientations: CalendarLtrRegular,
  addInterestForm: PersonAddRegular,
  addRegistrationForm: DocumentAddRegular,
  appPermissions: LockClosedKeyRegular,
};

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  },
  tile: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { boxShadow: tokens.shadow8, border: `1px solid ${tokens.colorBrandStroke1}` },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  text: { display: 'grid', gap: tokens.spacingVerticalXS },
  tileTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** /dashboard: the menu tiles the member's level allows, each with its description. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const styles = useStyles();
  const user = useStaffUser();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{t('title')}</Title1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* Jobs in the poison queues: only Admins may see and retry them. */}
      {isAtLeast(user.level, LEVEL_ADMIN) ? <FailedJobsBanner /> : null}
      <ul className={styles.grid} aria-label={t('title')}>
        {dashboardTiles(user.level).map((tile) => {
          const Icon = ICONS[tile.key];
          return (
            <li key={tile.key}>
              <Link className={styles.tile} to={tile.to} data-testid={`tile-${tile.key}`}>
                <Icon className={styles.icon} aria-hidden="true" />
                <div className={styles.text}>
                  <h2 className={styles.tileTitle}>{t(`tiles.${tile.key}.title`)}</h2>
                  <p className={styles.description}>{t(`tiles.${tile.key}.description`)}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
