import type { LeloDraft, LeloLearningCenterChoice } from '@enroll/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type FieldPath, type FieldPathValue, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../../brand/brand-context.tsx';
import { withCurrent } from '../../../components/form-fields/place-options.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { LoadFailed } from '../../../components/load-failed/load-failed.tsx';
import { LoadingSpinner } from '../../../components/page-state/loading-spinner.tsx';
import { useWizard } from '../../../components/wizard/wizard-context.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLearningCenters } from '../api/get-learning-centers.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloWizard } from '../lelo-wizard-context.tsx';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { useLeloStepStyles } from './lelo-step-styles.ts';
import { SessionOpening } from './location/session-opening.tsx';
import { centersOf, chartersOf, ofBrand, pickFromQuery } from './location-choices.ts';

/**
 * Registration, Location (1/7): the charter, then one of its learning centers offering courses in the
 * session (a charter with one center picks it). Stores charter, charter_id, learningCenter (the name)
 * and siteId. Read-only on a pre-registration (when its center offers no courses in the session the
 * step says so with the school's phone, and the wizard goes no further); ?charter= and ?learningCenter=
 * (names or ids) pre-fill it, and so does ?site= (the landing page's link names its center); only the
 * host brand's charters are offered.
 */
function LocationFields() {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const { permalink, locationLocked, noOfferingPhone } = useLeloWizard();
  const form = useLeloStepForm('location');
  const { control, setValue, getValues, formState } = form;
  const [charter, learningCenter] = useWatch({ control, name: ['charter', 'learningCenter'] });
  const centers = useLearningCenters(permalink, !locationLocked);
  // The lists are part of the step: until they are in, what is under the step waits (markLoading).
  const { markLoading } = useWizard();
  const listsPending = !locationLocked && centers.isPending;
  useLayoutEffect(() => (listsPending ? markLoading() : undefined), [listsPending, markLoading]);
  const [searchParams] = useSearchParams();
  const brand = useBrand();
  // Only the host's brand's charters (another brand's centers belong on that brand's site).
  const offered = centers.data ? ofBrand(centers.data, brand.key) : undefined;
  const choices = offered ?? [];

  const set = <K extends FieldPath<LeloDraft>>(field: K, value: FieldPathValue<LeloDraft, K>) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const pickCenter = (choice: LeloLearningCenterChoice | undefined) => {
    const siteId = choice?.siteId ?? '';
    // Classes picked at another learning center are not offered here.
    if (getValues('siteId') !== '' && getValues('siteId') !== siteId) {
      set('gradeLevel', '');
      set('courses', []);
      set('understood1', false);
    }
    set('learningCenter', choice?.learningCenterName ?? '');
    set('siteId', siteId);
  };

  const pickCharter = (name: string, all: readonly LeloLearningCenterChoice[] = choices) => {
    const ofCharter = centersOf(all, name);
    if (getValues('charter') !== name) set('charter', name);
    set('charter_id', ofCharter[0]?.charter_id ?? '');
    pickCenter(ofCharter.length === 1 ? ofCharter[0] : undefined);
  };

  // Once the choices are known: the address's ?site= (the landing page's link), ?charter= or
  // ?learningCenter=, else the only charter. Written to the draft, so it outlives the address.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || locationLocked || !offered) return;
    prefilled.current = true;
    if (getValues('charter') !== '') return;
    const pick = pickFromQuery(offered, {
      charter: searchParams.get('charter'),
      learningCenter: searchParams.get('learningCenter'),
      site: searchParams.get('site'),
    });
    if (pick?.kind === 'center') {
      pickCharter(pick.choice.charter, [pick.choice]);
    } else if (pick?.kind === 'charter') {
      pickCharter(pick.charter, offered);
    } else {
      const charters = chartersOf(offered);
      if (charters.length === 1 && charters[0]) pickCharter(charters[0], offered);
    }
  });

  if (locationLocked) {
    const noOfferingKey = noOfferingPhone ? 'location.noOffering' : 'location.noOfferingNoPhone';
    return (
      <WizardForm form={form} className={layout.form}>
        {noOfferingPhone !== null && (
          // The entry stays at its own center (read-only): the school, not the family, can move it.
          <p className={layout.note} role="alert" data-testid="lelo-no-offering">
            {t(noOfferingKey, { learningCenter, phone: noOfferingPhone })}
          </p>
        )}
        <SelectField
          className={layout.select}
          name="charter"
          label={t('location.charter')}
          options={withCurrent([], charter)}
          hint={t('location.lockedHint')}
          required
          disabled
        />
        <SelectField
          className={layout.select}
          name="learningCenter"
          label={t('location.learningCenter')}
          options={withCurrent([], learningCenter)}
          required
          disabled
        />
      </WizardForm>
    );
  }

  if (centers.isPending) return <LoadingSpinner size="small" label={t('location.loading')} />;
  if (centers.isError)
    return <LoadFailed message={t('location.loadFailed')} onRetry={() => void centers.refetch()} />;

  const centerNames = centersOf(choices, charter).map((choice) => choice.learningCenterName);
  return (
    <WizardForm form={form} className={layout.form}>
      {choices.length === 0 && (
        <p className={layout.note} role="note">
          {t('location.noCenters')}
        </p>
      )}
      <SelectField
        className={layout.select}
        name="charter"
        label={t('location.charter')}
        options={withCurrent(chartersOf(choices), charter)}
        required
        onValueChange={(value) => pickCharter(value)}
      />
      <SelectField
        className={layout.select}
        name="learningCenter"
        label={t('location.learningCenter')}
        options={withCurrent(centerNames, learningCenter)}
        placeholder={charter === '' ? t('location.chooseCharterFirst') : undefined}
        required
        onValueChange={(value) =>
          pickCenter(centersOf(choices, charter).find((choice) => choice.learningCenterName === value))
        }
      />
    </WizardForm>
  );
}

/** The step: the session's opening (name, dates, what the family needs), then the location fields. */
const LocationStep: LeloStepComponent = () => (
  <>
    <SessionOpening />
    <LocationFields />
  </>
);

export default LocationStep;
