import { makeStyles, tokens } from '@fluentui/react-components';
import { LoadingSpinner } from '../../../components/page-state/loading-spinner.tsx';
import { ProgramLinks } from '../../../components/program-links/program-links.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { useSitePrograms } from '../api/get-site-programs.ts';

const useStyles = makeStyles({
  placeholder: { margin: '0', color: tokens.colorNeutralForeground2 },
});

/** The site's programs (GET /api/sites/{id}/programs) with their links, or a placeholder when it has none. */
export function SitePrograms({ siteId }: { siteId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  const programs = useSitePrograms(siteId);
  if (programs.isPending) return <LoadingSpinner size="small" label={t('site.programsLoading')} />;
  if (!programs.data || programs.data.length === 0) {
    return (
      <p className={styles.placeholder} data-testid="site-programs-placeholder">
        {t('site.programsPlaceholder')}
      </p>
    );
  }
  return <ProgramLinks programs={programs.data} size="medium" testId="site-programs" />;
}
