import type { GrantActor, PersonSearchResult } from '@enroll/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCreateUser } from '../api/create-user.ts';
import {
  checkCreate,
  clearChanged,
  type PermissionFormErrors,
  type PermissionFormValues,
} from '../permission-form.ts';
import { type SubmitFailure, submitFailureOf } from '../submit-failure.ts';
import { focusFirstInvalid } from './first-invalid.ts';
import { FormAlert } from './form-alert.tsx';
import { PermissionDialogForm, PermissionDialogFrame } from './permission-dialog-form.tsx';
import { PermissionFields } from './permission-fields.tsx';
import { PersonSearch, personName } from './person-search.tsx';

const NO_CHARTERS: never[] = [];

interface CreateUserFormProps {
  formId: string;
  /** The dialog's create request (its Save button shows whether it is on its way). */
  create: ReturnType<typeof useCreateUser>;
  actor: GrantActor;
  onCreated: (name: string) => void;
}

function CreateUserForm({ formId, create, actor, onCreated }: CreateUserFormProps) {
  const [person, setPerson] = useState<PersonSearchResult | null>(null);
  const [values, setValues] = useState<PermissionFormValues>({ level: null, charterIds: [] });
  const [errors, setErrors] = useState<PermissionFormErrors>({});
  const [alert, setAlert] = useState<SubmitFailure['alert'] | null>(null);
  const personRef = useRef<HTMLInputElement>(null);
  const levelRef = useRef<HTMLSelectElement>(null);
  const chartersRef = useRef<HTMLInputElement>(null);
  const fields = { person: personRef, level: levelRef, charters: chartersRef };

  const showFailure = (failure: SubmitFailure) => {
    setErrors(failure.errors);
    setAlert(failure.alert);
    focusFirstInvalid(failure.errors, fields);
  };

  const submit = () => {
    const checked = checkCreate(person, values);
    if (!checked.ok) {
      showFailure({ errors: checked.errors, alert: { key: 'form.fixErrors' } });
      return;
    }
    setErrors({});
    setAlert(null);
    create.mutate(checked.body, {
      onSuccess: () => onCreated(person ? personName(person) : checked.body.name),
      onError: (error) => showFailure(submitFailureOf(error)),
    });
  };

  return (
    <PermissionDialogForm formId={formId} onSubmit={submit}>
      <PersonSearch
        selected={person}
        onSelect={(chosen) => {
          setPerson(chosen);
          setErrors(({ person: _cleared, ...rest }) => rest);
        }}
        error={errors.person}
        disabled={create.isPending}
        inputRef={personRef}
      />
      <PermissionFields
        actor={actor}
        existing={null}
        assigned={NO_CHARTERS}
        values={values}
        onChange={(next) => {
          setErrors(clearChanged(errors, values, next));
          setValues(next);
        }}
        errors={errors}
        disabled={create.isPending}
        levelRef={levelRef}
        chartersRef={chartersRef}
      />
      {alert && <FormAlert alert={alert} />}
    </PermissionDialogForm>
  );
}

export interface CreateUserDialogProps {
  open: boolean;
  actor: GrantActor;
  onClose: () => void;
  /** After the permission was stored; `name` is the person's. */
  onCreated: (name: string) => void;
}

/** 'Add New User' → 'Create User Permission': a directory person, a level and the charters. */
export function CreateUserDialog({ open, actor, onClose, onCreated }: CreateUserDialogProps) {
  const { t } = useTranslation('permissions');
  const create = useCreateUser();
  const formId = useId();
  return (
    <PermissionDialogFrame
      open={open}
      title={t('create.title')}
      onClose={onClose}
      formId={formId}
      busy={create.isPending}
    >
      {/* Each opening starts afresh. */}
      {open && <CreateUserForm formId={formId} create={create} actor={actor} onCreated={onCreated} />}
    </PermissionDialogFrame>
  );
}
