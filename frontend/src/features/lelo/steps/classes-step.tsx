import { Spinner } from '@fluentui/react-components';
import { isNotOffered, useCourseOffering } from '../../../api/lelo/get-course-offering.ts';
import { LoadFailed } from '../../../components/load-failed/load-failed.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePrefetchMasterAgreement } from '../api/get-master-agreement.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloWizard } from '../lelo-wizard-context.tsx';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { ClassesFields } from './classes/classes-fields.tsx';
import { useClassesStyles } from './classes/classes-styles.ts';
import '../i18n/register.ts';
import { useLeloStepStyles } from './lelo-step-styles.ts';

function OfferingState() {
  const { t } = useTranslation('leloClasses');
  const styles = useClassesStyles();
  const { draft, session } = useLeloWizard();
  const query = useCourseOffering(draft.siteId, draft.charter_id, session._id);
  if (query.isSuccess) return <ClassesFields offering={query.data} />;
  if (query.isError && !isNotOffered(query.error))
    return <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isError || query.fetchStatus === 'idle')
    return (
      <p className={styles.note} role="alert">
        {t('notOffered')}
      </p>
    );
  return <Spinner label={t('loading')} />;
}

/**
 * Registration for Classes (6/7): the grade level (grades of the levels the learning center offers),
 * the course pickers with each course's agreement and credits, the NCAA notice when it applies, notes.
 */
const ClassesStep: LeloStepComponent = () => {
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('classes');
  const { draft } = useLeloWizard();
  usePrefetchMasterAgreement(draft.charter_id);
  return (
    <WizardForm form={form} className={layout.form}>
      <OfferingState />
    </WizardForm>
  );
};

export default ClassesStep;
