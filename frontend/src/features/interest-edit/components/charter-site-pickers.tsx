import { charterScopeOf, type InterestEntry } from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCharters } from '../../../api/charters.ts';
import { useStaffSites } from '../../../api/staff-sites.ts';
import { SelectField, type SelectOption } from '../../../components/form-fields/select-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStaffUser } from '../../../staff-session/index.ts';
import type { EditInterestFormValues } from '../edit-interest-values.ts';

/** Keeps the entry's current value listed while the options load or when it is not among them. */
function withCurrent(options: SelectOption[], value: string, label: string): SelectOption[] {
  if (
    value === '' ||
    options.some((option) => (typeof option === 'string' ? option : option.value) === value)
  )
    return options;
  return [{ value, label: label || value }, ...options];
}

/**
 * The charter and site pickers: any charter inside the caller's charter scope (a Super Admin's: every
 * one); the site select lists the chosen charter's sites. A new charter
 * empties the site, which must then be chosen again.
 */
export function CharterSitePickers({ entry, className }: { entry: InterestEntry; className?: string }) {
  const { t } = useTranslation('interestEdit');
  const me = useStaffUser();
  const allCharters = charterScopeOf(me).all;
  const charters = useCharters(allCharters);
  const { control, setValue } = useFormContext<EditInterestFormValues>();
  const charterId = useWatch({ control, name: 'charter_id' });
  const siteId = useWatch({ control, name: 'learningCenterId' });
  const sites = useStaffSites(charterId ? { charterId } : null);

  const charterOptions = withCurrent(
    (allCharters ? (charters.data ?? []) : me.charterAssignments).map((charter) => ({
      value: charter._id,
      label: charter.name,
    })),
    charterId,
    charterId === entry.charter_id ? entry.learningCenterCharter || entry.charter : '',
  );
  const siteOptions = withCurrent(
    (sites.data ?? []).map((site) => ({ value: site.id, label: site.name })),
    siteId,
    siteId === entry.learningCenterId ? entry.learningCenterName : '',
  );

  return (
    <div className={className}>
      <SelectField
        name="charter_id"
        label={t('fields.charter')}
        options={charterOptions}
        required
        onValueChange={() => setValue('learningCenterId', '', { shouldDirty: true })}
      />
      <SelectField
        name="learningCenterId"
        label={t('fields.site')}
        options={siteOptions}
        required
        placeholder={charterId ? undefined : t('chooseCharterFirst')}
        hint={sites.isFetching ? t('sitesLoading') : undefined}
        disabled={!charterId}
      />
    </div>
  );
}
