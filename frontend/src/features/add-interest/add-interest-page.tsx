import {
  type FieldError,
  nextStaffInterestLevel,
  previousStaffInterestLevel,
  STAFF_INTEREST_LEVELS,
  type StaffSiteOption,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type ComponentType, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveWarning } from '../../components/leave-warning/use-leave-warning.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { StepProgress } from '../../components/wizard/step-progress.tsx';
import { WizardProvider, type WizardState } from '../../components/wizard/wizard-context.tsx';
import { WizardStepFrame } from '../../components/wizard/wizard-step-frame.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AddInterestProvider, type AddInterestState } from './add-interest-context.tsx';
import { levelToFix, REVIEW_LEVEL } from './add-interest-levels.ts';
import {
  type AddInterestValues,
  clearAddInterest,
  emptyAddInterestValues,
  loadAddInterest,
  saveAddInterest,
} from './add-interest-storage.ts';
import { useCreateInterest } from './api/create-interest.ts';
import { enAddInterest } from './i18n/en.ts';
import { ContactLevel } from './levels/contact-level.tsx';
import { MailingAddressLevel } from './levels/mailing-address-level.tsx';
import { ParentLevel } from './levels/parent-level.tsx';
import { PhysicalAddressLevel } from './levels/physical-address-level.tsx';
import { ReviewLevel } from './levels/review-level.tsx';
import { StudentLevel } from './levels/student-level.tsx';

registerMessages('addInterest', enAddInterest);

const LEVEL_COMPONENTS: Record<(typeof STAFF_INTEREST_LEVELS)[number], ComponentType> = {
  student: StudentLevel,
  parent: ParentLevel,
  contact: ContactLevel,
  physicalAddress: PhysicalAddressLevel,
  mailingAddress: MailingAddressLevel,
  review: ReviewLevel,
};

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '880px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
});

interface ServerErrors {
  level: number;
  errors: readonly FieldError[];
  version: number;
}

const NO_ERRORS: readonly FieldError[] = [];

function isDirty(values: AddInterestValues): boolean {
  const empty = emptyAddInterestValues();
  return (Object.keys(empty) as (keyof AddInterestValues)[]).some((field) => values[field] !== empty[field]);
}

/**
 * /add-interest (Contributor and up): the staff Add Interest form, levels 0-5 with the domain's skips
 * (an adult skips the parent, a same mailing address skips the mailing level), one schema per level,
 * a review, then POST /api/enrollment and the new entry's detail. The draft survives a reload.
 */
export function AddInterestPage() {
  const { t } = useTranslation('addInterest');
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateInterest();
  const [initial] = useState(loadAddInterest);
  const [draft, setDraft] = useState(initial.values);
  const draftRef = useRef(initial.values);
  const [site, setSite] = useState<StaffSiteOption | null>(initial.site);
  const siteRef = useRef(initial.site);
  const [level, setLevel] = useState(() => Math.min(Math.max(0, initial.level), REVIEW_LEVEL));
  const levelRef = useRef(level);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const { idempotencyKey } = initial;
  // A ref, so the warning is off at the moment the submit navigates to the new entry.
  const dirty = useRef(isDirty(initial.values) || initial.site !== null);

  // Stored at once: a level's pending save flushed as the page goes away has no render left.
  const store = useCallback(() => {
    saveAddInterest({
      values: draftRef.current,
      site: siteRef.current,
      level: levelRef.current,
      idempotencyKey,
    });
  }, [idempotencyKey]);

  const update = useCallback(
    (partial: Partial<AddInterestValues>) => {
      draftRef.current = { ...draftRef.current, ...partial };
      dirty.current = true;
      setDraft(draftRef.current);
      store();
    },
    [store],
  );
  const chooseSite = useCallback(
    (chosen: StaffSiteOption) => {
      siteRef.current = chosen;
      dirty.current = true;
      setSite(chosen);
      store();
    },
    [store],
  );

  useLeaveWarning(dirty, t('leaveWarning'));

  const onLevelChange = useCallback(
    (next: number) => {
      setServerErrors((current) => (current && current.level !== next ? null : current));
      levelRef.current = next;
      setLevel(next);
      store();
    },
    [store],
  );
  const toNext = useCallback((from: number) => nextStaffInterestLevel(from, draftRef.current), []);
  const toPrevious = useCallback((from: number) => previousStaffInterestLevel(from, draftRef.current), []);

  const onSubmit = useCallback(
    async ({ jumpTo }: Pick<WizardState, 'jumpTo'>) => {
      // A level left unchecked (a draft restored after a reload) is shown before anything is sent.
      const unfinished = levelToFix(draftRef.current);
      if (unfinished !== null) {
        jumpTo(unfinished, { invalid: true });
        return;
      }
      try {
        const created = await create.mutateAsync({ values: draftRef.current, idempotencyKey });
        dirty.current = false;
        clearAddInterest();
        notify('success', t('submitted'));
        navigate(`/interest-forms/${encodeURIComponent(created.id)}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
          const target = levelToFix(draftRef.current, error.errors);
          if (target !== null) {
            setServerErrors((current) => ({
              level: target,
              errors: error.errors,
              version: (current?.version ?? 0) + 1,
            }));
            jumpTo(target, { invalid: true });
          }
        }
        notify('warning', t('submitFailed', { message }));
      }
    },
    [create, idempotencyKey, navigate, notify, t],
  );

  const errorsHere = serverErrors?.level === level ? serverErrors.errors : NO_ERRORS;
  const state = useMemo<AddInterestState>(
    () => ({ draft, update, site, chooseSite, serverErrors: errorsHere }),
    [draft, update, site, chooseSite, errorsHere],
  );
  const levelName = STAFF_INTEREST_LEVELS[level] ?? 'review';
  const Level = LEVEL_COMPONENTS[levelName];

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('title')}</h1>
      <AddInterestProvider value={state}>
        <WizardProvider
          level={level}
          stepCount={STAFF_INTEREST_LEVELS.length}
          onLevelChange={onLevelChange}
          nextLevel={toNext}
          previousLevel={toPrevious}
          onSubmit={onSubmit}
        >
          <StepProgress />
          <WizardStepFrame
            title={t(`levelTitles.${levelName}`)}
            invalidMessage={t('invalid')}
            headingLevel={2}
            backLabel={t('back')}
            submitLabel={t('submit')}
            submittingLabel={t('submitting')}
          >
            <Level key={`${levelName}:${serverErrors?.level === level ? serverErrors.version : 0}`} />
          </WizardStepFrame>
        </WizardProvider>
      </AddInterestProvider>
    </div>
  );
}
