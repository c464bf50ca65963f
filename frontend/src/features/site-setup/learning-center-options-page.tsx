import {
  type LearningCenterChoice,
  learningCenterChoiceSchema,
  type SessionSetupSites,
  type SetupLearningCenter,
} from '@enroll/domain';
import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DialogFrame } from '../../components/dialog-frame/dialog-frame.tsx';
import { EditPageFrame, useEditFormStyles } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useSessionSetupSites } from './api/get-session-setup-sites.ts';
import { ConfirmationTemplateEditor } from './confirmation-template-form.tsx';
import { EmailTemplateEditor } from './email-template-form.tsx';
import './register.ts';
import { charterTranslationPathOf, type SetupTarget } from './setup-target.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  session: { margin: 0 },
  dialog: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  links: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
});

/** An option of a choice: the id stored, the name shown. */
interface ChoiceOption {
  value: string;
  label: string;
}

/** The charters of the listed learning centers, once each, by name. */
function chartersOf(centers: readonly SetupLearningCenter[]): ChoiceOption[] {
  const byId = new Map(centers.map((center) => [center.charter_id, center.charter]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The course offerings screen of a center: /edit-courseOfferings/... before its first courses, else /edit-Finalcourse/... */
export function courseOfferingsPathOf(
  center: SetupLearningCenter,
  permalink: string,
  sessionId: string,
): string {
  const screen = center.courseCount === 0 ? 'edit-courseOfferings' : 'edit-Finalcourse';
  const params = [
    center.charter,
    center.charter_id,
    center.learningCenterName,
    center.siteId,
    permalink,
    sessionId,
  ];
  return `/${screen}/${params.map(encodeURIComponent).join('/')}`;
}

type Dialog = 'confirmation' | 'email' | null;

/** This screen's address with the chosen center (else the chosen charter) preselected. */
function optionsAddressOf(permalink: string, sessionId: string, charterId: string, siteId: string): string {
  const chosen: Record<string, string> = siteId ? { site: siteId } : { charter: charterId };
  return `/edit-courses/${encodeURIComponent(permalink)}/${encodeURIComponent(sessionId)}?${new URLSearchParams(chosen)}`;
}

/**
 * /edit-courses/{permalink}/{id} 'Learning Center Options' (Contributor and up): a charter, then one of
 * its learning centers (the server lists those the caller may set up; `?site=` preselects one). The
 * heading names the chosen charter and center. 'Confirmation Page Details' and 'Email Notifications'
 * open their forms in a dialog; Submit goes on to the center's course offerings. Once a charter is
 * chosen, links lead to its agreement translation and Spanish course names (`?charter=` preselects it
 * on the way back).
 */
export function LearningCenterOptionsPage() {
  const { t } = useTranslation('siteSetup');
  const { id: sessionId = '' } = useParams();
  const sites = useSessionSetupSites(sessionId);
  return (
    <EditPageFrame
      title={t('options.title')}
      backTo="/intersession"
      backLabel={t('options.back')}
      query={sites}
      loadingLabel={t('options.loading')}
      notFoundText={t('options.notFound')}
      loadFailedText={t('options.loadFailed')}
      notFoundStatuses={[400, 404]}
    >
      {(loaded) => <LearningCenterOptions setup={loaded} sessionId={sessionId} />}
    </EditPageFrame>
  );
}

function LearningCenterOptions({ setup, sessionId }: { setup: SessionSetupSites; sessionId: string }) {
  const { t } = useTranslation('siteSetup');
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Which dialog is shown, and whether it is open. The dialog stays mounted once a center is chosen
  // and only opens and closes (as ConfirmDialog does): unmounting it, even after its closing motion,
  // left its aria-hidden on the rest of the page.
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const centers = setup.learningCenters;
  const preselected = centers.find((center) => center.siteId === search.get('site'));
  const preselectedCharter =
    preselected?.charter_id ??
    centers.find((center) => center.charter_id === search.get('charter'))?.charter_id;
  const form = useDomainForm(learningCenterChoiceSchema, {
    defaultValues: { charter_id: preselectedCharter ?? '', siteId: preselected?.siteId ?? '' },
  });
  const charterId = useWatch({ control: form.control, name: 'charter_id' });
  const siteId = useWatch({ control: form.control, name: 'siteId' });
  const charters = useMemo(() => chartersOf(centers), [centers]);
  const centersOfCharter = centers.filter((center) => center.charter_id === charterId);
  const chosen = centersOfCharter.find((center) => center.siteId === siteId);
  const permalink = setup.session.permalink;
  const target: SetupTarget | null = chosen
    ? {
        charterId: chosen.charter_id,
        siteId: chosen.siteId,
        sessionId,
        permalink,
        learningCenterName: chosen.learningCenterName,
      }
    : null;

  // A dialog needs a chosen center: without one the form says what is missing.
  const open = (which: Exclude<Dialog, null>) =>
    form.handleSubmit(() => {
      setDialog(which);
      setDialogOpen(true);
    })();
  const submit = form.handleSubmit(() => {
    if (chosen) navigate(courseOfferingsPathOf(chosen, permalink, sessionId));
  });

  return (
    <div className={styles.root}>
      <p className={styles.session}>
        {t('options.session', { name: setup.session.name, schoolYear: setup.session.schoolYear })}
      </p>
      <h2 className={styles.heading} data-testid="learning-center-heading">
        {chosen
          ? t('options.heading', { charter: chosen.charter, learningCenter: chosen.learningCenterName })
          : t('options.noneChosen')}
      </h2>
      {centers.length === 0 ? <p>{t('options.noCenters')}</p> : null}
      <form noValidate className={styles.form} onSubmit={submit}>
        <div className={styles.grid}>
          <ChoiceField
            control={form.control}
            name="charter_id"
            label={t('options.charter')}
            options={charters}
            // The centers listed are the new charter's: none of them is chosen yet.
            onChosen={() => form.setValue('siteId', '')}
          />
          <ChoiceField
            control={form.control}
            name="siteId"
            label={t('options.learningCenter')}
            options={centersOfCharter.map((center) => ({
              value: center.siteId,
              label: center.learningCenterName,
            }))}
          />
        </div>
        {charterId ? (
          <ul className={styles.links}>
            {(['agreement-translation', 'course-names'] as const).map((screen) => (
              <li key={screen}>
                <Link
                  to={charterTranslationPathOf(
                    screen,
                    charterId,
                    optionsAddressOf(permalink, sessionId, charterId, chosen?.siteId ?? ''),
                  )}
                >
                  {t(screen === 'course-names' ? 'options.courseNamesLink' : 'options.agreementLink')}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => void open('confirmation')}>{t('options.confirmationButton')}</Button>
          <Button onClick={() => void open('email')}>{t('options.emailButton')}</Button>
          <Button type="submit" appearance="primary">
            {t('options.submit')}
          </Button>
        </div>
      </form>
      {/*
       * The spec shows the two template screens in an iframe modal. A Fluent Dialog holding the same
       * form components as their routes does the same job better: no second copy of the app (its
       * scripts, sign-in check and query cache) inside the page, focus kept in and returned by the
       * dialog, one accessible title, and a save updates the cache this screen reads.
       */}
      {target ? (
        <DialogFrame
          title={`${dialog === 'email' ? t('email.title') : t('confirmation.title')}: ${target.learningCenterName}`}
          open={dialogOpen}
          busy={false}
          onClose={() => setDialogOpen(false)}
          surfaceClassName={styles.dialog}
          actions={<Button onClick={() => setDialogOpen(false)}>{t('options.close')}</Button>}
        >
          {dialog === 'confirmation' ? <ConfirmationTemplateEditor target={target} /> : null}
          {dialog === 'email' ? <EmailTemplateEditor target={target} /> : null}
        </DialogFrame>
      ) : null}
    </div>
  );
}

/**
 * One choice of the form (the charter, then its learning center): a required native select with
 * 'Choose…' first, its error under it.
 */
function ChoiceField({
  control,
  name,
  label,
  options,
  onChosen,
}: {
  control: Control<LearningCenterChoice>;
  name: keyof LearningCenterChoice;
  label: string;
  options: ChoiceOption[];
  onChosen?: () => void;
}) {
  const { t } = useTranslation('siteSetup');
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          required
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={translate(fieldState.error?.message)}
        >
          <Select
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(_event, data) => {
              field.onChange(data.value);
              onChosen?.();
            }}
          >
            <option value="">{t('options.choose')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}
