import { charterScopeOf } from '@enroll/domain';
import { Field, makeStyles, Select, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useCharters } from '../../api/charters.ts';
import { useStaffSites } from '../../api/staff-sites.ts';
import { EditPageContent } from '../../components/edit-page/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { useOrientationSettings } from './api/get-orientation-settings.ts';
import { enOrientationSettings } from './i18n/en.ts';
import { OrientationSettingsForm } from './orientation-settings-form.tsx';

registerMessages('orientationSettings', enOrientationSettings);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '960px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  pickers: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

/**
 * /orientation-settings (Admin and up): a charter of the caller's (a Super Admin's: any), one of its
 * learning centers, then that center's orientation settings. The choice is kept in the address
 * (?charter=&site=), so a reload or a shared link opens the same center.
 */
export function OrientationSettingsPage() {
  const { t } = useTranslation('orientationSettings');
  const styles = useStyles();
  const user = useStaffUser();
  const [params, setParams] = useSearchParams();
  const charterId = params.get('charter') ?? '';
  const siteId = params.get('site') ?? '';
  const everyCharter = charterScopeOf(user).all;
  const allCharters = useCharters(everyCharter);
  const charters = everyCharter
    ? (allCharters.data ?? []).map(({ _id, name }) => ({ _id, name }))
    : user.charterAssignments;
  const sites = useStaffSites(charterId ? { charterId } : null);
  const settings = useOrientationSettings(siteId);

  return (
    <div className={styles.root}>
      <Title1 as="h1">{t('title')}</Title1>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.pickers}>
        <Field label={t('charter')}>
          <Select
            value={charterId}
            onChange={(_event, data) => setParams(data.value ? { charter: data.value } : {})}
          >
            <option value="">{t('charterPlaceholder')}</option>
            {charters.map((charter) => (
              <option key={charter._id} value={charter._id}>
                {charter.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('center')}>
          <Select
            value={siteId}
            disabled={!charterId || !sites.data}
            onChange={(_event, data) =>
              setParams({ charter: charterId, ...(data.value ? { site: data.value } : {}) })
            }
          >
            <option value="">{t('centerPlaceholder')}</option>
            {(sites.data ?? []).map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {charterId && sites.isPending ? <Spinner size="small" label={t('centersLoading')} /> : null}
      {sites.data && sites.data.length === 0 ? <Text>{t('noCenters')}</Text> : null}
      {siteId ? (
        <EditPageContent
          query={settings}
          loadingLabel={t('loading')}
          notFoundText={t('loadFailed')}
          loadFailedText={t('loadFailed')}
        >
          {(loaded) => (
            <OrientationSettingsForm
              // A save or a reload starts the form afresh from the stored settings.
              key={`${siteId}-${loaded.etag ?? settings.dataUpdatedAt}`}
              siteId={siteId}
              loaded={loaded}
              onReload={() => void settings.refetch()}
            />
          )}
        </EditPageContent>
      ) : null}
    </div>
  );
}
