import {
  type CharterRef,
  type ExistingGrant,
  type GrantActor,
  LEVEL_GENERAL,
  LEVEL_SUPER_ADMIN,
} from '@enroll/domain';
import { type Ref, useMemo } from 'react';
import { useCharters } from '../../../api/charters.ts';
import type { PermissionFormErrors, PermissionFormValues } from '../permission-form.ts';
import { charterChoices, levelOptions } from '../permission-rules.ts';
import { CharterSelect } from './charter-select.tsx';
import { LevelSelect } from './level-select.tsx';

export interface PermissionFieldsProps {
  actor: GrantActor;
  /** The permission being updated; null in 'Create User Permission'. */
  existing: ExistingGrant | null;
  /** The charters the permission has now (kept in the list so they can be taken away). */
  assigned: readonly CharterRef[];
  values: PermissionFormValues;
  onChange: (values: PermissionFormValues) => void;
  errors: PermissionFormErrors;
  disabled?: boolean;
  levelRef?: Ref<HTMLSelectElement>;
  chartersRef?: Ref<HTMLInputElement>;
  /** The level cannot change here (the permission also has another Admin's charters). */
  levelLocked?: boolean;
}

/**
 * The level and charters of a permission, with the API's rules: only a Super Admin sees Admin and
 * Super Admin; Super Admin means 'All Charters' (the selection is disabled); 'Delete' (General) needs
 * no charters.
 */
export function PermissionFields({
  actor,
  existing,
  assigned,
  values,
  onChange,
  errors,
  disabled = false,
  levelRef,
  chartersRef,
  levelLocked = false,
}: PermissionFieldsProps) {
  const charters = useCharters();
  const levels = useMemo(() => levelOptions(actor, existing), [actor, existing]);
  const choices = useMemo(
    () => charterChoices(actor, charters.data ?? [], assigned),
    [actor, charters.data, assigned],
  );
  // Another Admin's charters stay on the permission as they are: shown, not changeable.
  const locked = useMemo(
    () =>
      actor.charterIds === 'all'
        ? new Set<string>()
        : new Set(assigned.map((charter) => charter._id).filter((id) => !actor.charterIds.includes(id))),
    [actor, assigned],
  );
  const allCharters = values.level === LEVEL_SUPER_ADMIN;
  return (
    <>
      <LevelSelect
        options={levels}
        value={values.level}
        onChange={(level) => onChange({ ...values, level })}
        error={errors.level}
        disabled={disabled || levelLocked}
        selectRef={levelRef}
      />
      {values.level !== LEVEL_GENERAL && (
        <CharterSelect
          choices={choices}
          selected={values.charterIds}
          onChange={(charterIds) => onChange({ ...values, charterIds })}
          allCharters={allCharters}
          error={errors.charters}
          loading={charters.isPending}
          loadFailed={charters.isError}
          onRetry={() => void charters.refetch()}
          disabled={disabled}
          locked={locked}
          firstRef={chartersRef}
        />
      )}
    </>
  );
}
