import {
  type RegistrationHandover,
  type StaffRegistrationValues,
  type StaffSiteOption,
  staffValuesFromHandover,
  usDate,
} from '@enroll/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getRegistration } from '../../api/registrations/get-registration.ts';
import { registrationKeys } from '../../api/registrations/query-keys.ts';
import { DetailFrame, DetailSection, detailStateOf } from '../../components/detail-frame/index.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useOrientationEmailNotice } from '../../components/orientation-scheduler/index.ts';
import { StaffRegistrationForm } from '../../components/staff-registration-form/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { whenModalReleased } from '../../lib/when-modal-released.ts';
import {
  addRegistrationStorageKey,
  clearAddRegistration,
  emptyStaffRegistrationValues,
  loadAddRegistration,
  type StoredAddRegistration,
  saveAddRegistration,
} from './add-registration-storage.ts';
import { useCreateRegistration } from './api/create-registration.ts';
import { useRegistrationTransfer } from './api/get-registration-transfer.ts';
import { enAddRegistration } from './i18n/en.ts';
import { PostRegistrationDialog } from './post-registration-dialog.tsx';

registerMessages('addRegistration', enAddRegistration);

/** Where the form leads once the registration is stored (and its orientation set or left for later). */
const LIST = '/registration-forms';

const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

/** The interest entry the form started from, so the staff member sees where the answers came from. */
function CarriedFacts({ handover }: { handover: RegistrationHandover }) {
  const { t } = useTranslation('addRegistration');
  return (
    <DetailSection
      title={t('carried')}
      rows={[
        { label: t('fields.student'), value: join(handover.studentFirstName, handover.studentLastName) },
        { label: t('fields.birthDate'), value: usDate(handover.birthDate) },
        { label: t('fields.gradeLevel'), value: handover.gradeLevel },
        { label: t('fields.parent'), value: join(handover.parentFirstName, handover.parentLastName) },
        { label: t('fields.email'), value: handover.primaryEmail },
        { label: t('fields.phone'), value: handover.phone },
        { label: t('fields.learningCenter'), value: handover.learningCenterName },
        { label: t('fields.charter'), value: handover.learningCenterCharter || handover.charter },
        { label: t('fields.learningCenterAddress'), value: handover.learningCenterAddress },
        { label: t('fields.interestUuid'), value: handover.interestUuid },
      ]}
    />
  );
}

/** The transfer's learning center as the site modals show one; none when the interest had none ('0'). */
function siteOfHandover(handover: RegistrationHandover): StaffSiteOption | null {
  if (handover.learningCenterId === '0' || handover.learningCenterId === '') return null;
  return {
    id: handover.learningCenterId,
    name: handover.learningCenterName,
    charter: { id: handover.charter_id, name: handover.learningCenterCharter || handover.charter },
    address: handover.learningCenterAddress,
  };
}

/** The form's start: the draft kept in this tab, else the transfer's answers, else an empty form. */
function startOf(storageKey: string, handover: RegistrationHandover | null): StoredAddRegistration {
  const stored = loadAddRegistration(storageKey);
  const site = handover ? siteOfHandover(handover) : null;
  if (stored) {
    const known = stored.site ?? site;
    // A site id without the site it names (a draft of an older version) has nothing to show: it is
    // asked for again rather than kept unseen.
    if (known?.id === stored.values.site) return { ...stored, site: known };
    return { ...stored, values: { ...stored.values, site: '' }, site: null };
  }
  return {
    values: handover ? staffValuesFromHandover(handover) : emptyStaffRegistrationValues(),
    site,
    idempotencyKey: newIdempotencyKey(),
  };
}

interface Created {
  id: string;
  firstName: string;
}

/** The new registration as read for 'Schedule Orientation Now': its ETag is the scheduler's If-Match. */
interface Scheduling {
  etag: string | null;
}

/** The form itself, mounted once its starting values are known (a transfer is read first). */
function AddRegistrationForm({
  transferId,
  handover,
}: {
  transferId: string | null;
  handover: RegistrationHandover | null;
}) {
  const { t } = useTranslation('addRegistration');
  const navigate = useNavigate();
  const create = useCreateRegistration();
  const storageKey = addRegistrationStorageKey(transferId);
  const [start] = useState(() => startOf(storageKey, handover));
  const queryClient = useQueryClient();
  const notify = useNotify();
  const noticeOrientationEmail = useOrientationEmailNotice();
  const [created, setCreated] = useState<Created | null>(null);
  const [scheduling, setScheduling] = useState<Scheduling | null>(null);
  const [reading, setReading] = useState(false);
  // Where the modal leads, and whether it has finished closing.
  const [leaving, setLeaving] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  // Navigates once the removed dialog's focus trap has let go of the page (a dialog removed together
  // with the page leaves aria-hidden on the app root, hiding the next page from screen readers).
  useEffect(() => {
    if (!closed || !leaving) return;
    return whenModalReleased(() => navigate(leaving));
  }, [closed, leaving, navigate]);
  // No draft is written once the registration is stored (the form may still report a change).
  const done = useRef(false);

  // The latest values and chosen site, written together so a reload brings both back.
  const draft = useRef({ values: start.values, site: start.site });
  const save = useCallback(() => {
    if (done.current) return;
    saveAddRegistration(storageKey, { ...start, ...draft.current });
  }, [start, storageKey]);
  const keepDraft = useCallback(
    (values: StaffRegistrationValues) => {
      draft.current = { ...draft.current, values };
      save();
    },
    [save],
  );
  const keepSite = useCallback(
    (site: StaffSiteOption) => {
      draft.current = { ...draft.current, site };
      save();
    },
    [save],
  );

  // A rejected create keeps the values: the form shows a 400's field errors on the fields and any
  // other failure's message in its banner.
  const submit = useCallback(
    async (values: StaffRegistrationValues) => {
      const stored = await create.mutateAsync({
        values,
        ...(transferId ? { transferId } : {}),
        idempotencyKey: start.idempotencyKey,
      });
      done.current = true;
      clearAddRegistration(storageKey);
      setCreated({ id: stored.id, firstName: values.firstName.trim() });
    },
    [create, start.idempotencyKey, storageKey, transferId],
  );

  // 'Schedule Orientation Now': the new registration is read for its ETag, then the modal turns into
  // the scheduler. A failed read keeps that modal (Later still leads on).
  const scheduleNow = async (id: string) => {
    setReading(true);
    try {
      const read = await queryClient.fetchQuery({
        queryKey: registrationKeys.detail(id),
        queryFn: () => getRegistration(id),
        staleTime: 0,
      });
      setScheduling({ etag: read.etag });
    } catch (error) {
      notify('warning', error instanceof ApiError && error.message ? error.message : t('readFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <StaffRegistrationForm
        mode="add"
        defaultValues={start.values}
        defaultSite={start.site}
        submitLabel={t('submit')}
        onSubmit={submit}
        onValuesChange={keepDraft}
        onSiteChange={keepSite}
      />
      {created ? (
        <PostRegistrationDialog
          open={leaving === null}
          firstName={created.firstName}
          busy={reading}
          onScheduleNow={() => void scheduleNow(created.id)}
          onScheduleLater={() => setLeaving(LIST)}
          scheduling={
            scheduling
              ? {
                  registrationId: created.id,
                  etag: scheduling.etag,
                  onClose: () => setLeaving(LIST),
                  onScheduled: (_saved, emailSent) => {
                    noticeOrientationEmail(emailSent);
                    setLeaving(LIST);
                  },
                }
              : undefined
          }
          onClosed={() => setClosed(true)}
        />
      ) : null}
    </>
  );
}

/**
 * /add-registration (Contributor+): the staff Add Registration Form. With
 * ?transfer={id} (from 'Transfer to Registration Form') it starts from the interest's answers and
 * learning center; the draft survives a reload of the tab. Submit stores the registration (and marks
 * a transferred interest enrolled) and opens the post-registration modal: 'Schedule Orientation Now'
 * opens the Orientation Scheduler for the new registration; either way the page then goes to
 * /registration-forms, leaving nothing of the form behind.
 */
export function AddRegistrationPage() {
  const { t } = useTranslation('addRegistration');
  const transferId = useSearchParams()[0].get('transfer') || null;
  const transfer = useRegistrationTransfer(transferId);
  const state = transferId ? detailStateOf(transfer) : 'ready';
  const handover = transfer.data ?? null;
  return (
    <DetailFrame
      backTo={handover ? `/interest-forms/${encodeURIComponent(handover.interestId)}` : '/registration-forms'}
      backLabel={t('back')}
      title={t('title')}
      // An unknown transfer keeps the page with its own message (and no form to fill in by mistake).
      state={state === 'notFound' ? 'ready' : state}
      onRetry={() => void transfer.refetch()}
    >
      {state === 'notFound' ? <p role="alert">{t('notFound')}</p> : null}
      {handover ? <CarriedFacts handover={handover} /> : null}
      {state === 'ready' && (transferId === null || handover) ? (
        <AddRegistrationForm key={transferId ?? 'new'} transferId={transferId} handover={handover} />
      ) : null}
    </DetailFrame>
  );
}
