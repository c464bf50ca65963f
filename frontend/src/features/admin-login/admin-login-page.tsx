import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useBrand } from '../../brand/brand-context.tsx';
import { BRAND_LINK_BUTTON } from '../../brand/brand-link-style.ts';
import { usePageTitle } from '../../brand/use-page-title.ts';
import { BrandHeader } from '../../components/brand-header/brand-header.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { EnglishOnly } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useClientPrincipal } from '../../staff-session/api/get-client-principal.ts';
import { useStaffMe } from '../../staff-session/api/get-me.ts';
import { ADMIN_LOGIN_FAILURE_PATH, OFFICE_365_LOGIN_URL } from '../../staff-session/login-paths.ts';
import { isWebAppAccount } from '../../staff-session/web-app-account.ts';
import { enAdminLogin } from './i18n/en.ts';

registerMessages('adminLogin', enAdminLogin);

const useStyles = makeStyles({
  main: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    justifyItems: 'center',
    textAlign: 'center',
    maxWidth: '520px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  intro: { margin: 0, fontSize: tokens.fontSizeBase400 },
  failure: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground3,
  },
  failureText: { margin: 0 },
  failureTitle: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  office365: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    minWidth: '220px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    ...BRAND_LINK_BUTTON,
    fontSize: tokens.fontSizeBase400,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  logo: { display: 'grid', gridTemplateColumns: 'repeat(2, 9px)', gap: '2px' },
});

function OfficeMark() {
  const styles = useStyles();
  // The four squares of the Microsoft mark, decorative.
  return (
    <span className={styles.logo} aria-hidden="true">
      {['#f25022', '#7fba00', '#00a4ef', '#ffb900'].map((colour) => (
        <span key={colour} style={{ width: 9, height: 9, backgroundColor: colour }} />
      ))}
    </span>
  );
}

/**
 * /admin-login: the Office 365 sign-in link (Static Web Apps' Entra ID sign-in, back to /dashboard).
 * `?failure` (any value) says the person has no access. A signed-in staff member goes on to /dashboard.
 */
/** The staff sign-in page, in English like every staff screen. */
export function AdminLoginPage() {
  return (
    <EnglishOnly>
      <AdminLogin />
    </EnglishOnly>
  );
}

function AdminLogin() {
  const { t } = useTranslation('adminLogin');
  const styles = useStyles();
  const brand = useBrand();
  usePageTitle(brand.brandName);
  const [params] = useSearchParams();
  const failure = params.has('failure');
  const me = useStaffMe();
  const authFailure = me.error instanceof ApiError ? me.error.authFailure : undefined;
  // Signed in to Static Web Apps, yet without the staff role (a General member): refused, not signed out.
  const principal = useClientPrincipal({ enabled: !failure && authFailure === 'signedOut' });

  if (!failure) {
    if (me.isPending) return <PageLoading label={t('checking')} />;
    if (me.isSuccess && !isWebAppAccount(me.data.name) && !isWebAppAccount(me.data.email)) {
      return <Navigate to="/dashboard" replace />;
    }
    if (authFailure === 'notAuthorized') return <Navigate to={ADMIN_LOGIN_FAILURE_PATH} replace />;
    if (authFailure === 'signedOut') {
      if (principal.isPending) return <PageLoading label={t('checking')} />;
      if (principal.data && !isWebAppAccount(principal.data.userDetails)) {
        return <Navigate to={ADMIN_LOGIN_FAILURE_PATH} replace />;
      }
    }
  }

  return (
    <>
      <BrandHeader languageSwitch={false} />
      <main id="main" className={styles.main}>
        <Title1 as="h1">{t('title')}</Title1>
        {failure && (
          <div className={styles.failure} role="alert" data-testid="login-failure">
            <p className={styles.failureTitle}>{t('notAuthorized')}</p>
            <p className={styles.failureText}>{t('contactTechnologyServices')}</p>
          </div>
        )}
        <p className={styles.intro}>{t('intro')}</p>
        <a className={styles.office365} href={OFFICE_365_LOGIN_URL}>
          <OfficeMark />
          {t('office365')}
        </a>
      </main>
    </>
  );
}
