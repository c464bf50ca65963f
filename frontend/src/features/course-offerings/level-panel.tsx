import {
  type CatalogOptions,
  type CourseOfferingSubmit,
  LEVEL_DETAILS_KEY,
  type LevelSubmit,
  MAX_COURSES_PER_LEVEL,
  type SchoolLevel,
} from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { useEditFormStyles } from '../../components/edit-page/index.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { RadioField } from '../../components/form-fields/yes-no-field.tsx';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden/visually-hidden.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useCatalogCourses } from './api/get-catalog-courses.ts';
import { CourseList } from './course-list.tsx';
import {
  availableCourses,
  choicesWith,
  type Edition,
  needsClearing,
  selectedCourses,
} from './course-offering-values.ts';

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  // Stacked on a phone with the move buttons between the lists; side by side from 768 px.
  transfer: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalM,
    },
  },
  moves: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 768px)': { flexDirection: 'column', gap: tokens.spacingVerticalM },
  },
});

type EditionField = 'courseYear' | 'catalogTerm';

export interface LevelPanelProps {
  level: SchoolLevel;
  charterId: string;
  options: CatalogOptions;
  /** The level as saved (or the empty panel): its year and term stay choosable. */
  initial: LevelSubmit;
  /** Names of the saved courses by catalog id. */
  savedNames: ReadonlyMap<string, string>;
}

/**
 * One school level's panel: catalog year and term, max courses per student, NCAA (high school), and the
 * Available and Selected lists with >> and <<. The selected courses all come from one catalog edition
 * (the server refuses others): choosing another year or term asks first, then clears them.
 */
export function LevelPanel({ level, charterId, options, initial, savedNames }: LevelPanelProps) {
  const { t } = useTranslation('courseOfferings');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const hidden = useVisuallyHiddenStyles();
  const key = LEVEL_DETAILS_KEY[level];
  const { control, setValue, trigger } = useFormContext<CourseOfferingSubmit>();
  const { isSubmitted, errors } = useFormState({ control });
  const year = useWatch({ control, name: `${key}.courseYear` });
  const term = useWatch({ control, name: `${key}.catalogTerm` });
  const ids = useWatch({ control, name: `${key}.courseIds` });
  const idsError = translate(errors[key]?.courseIds?.message);

  const catalog = useCatalogCourses({
    charter_id: charterId,
    school_year: year,
    catalog_term: term,
    course_type: level,
  });
  // Names of the moved courses are kept: the Selected list shows them while no catalog is chosen.
  const [pickedNames, setPickedNames] = useState<ReadonlyMap<string, string>>(new Map());
  const names = useMemo(() => {
    const all = new Map([...savedNames, ...pickedNames]);
    for (const course of catalog.data ?? []) all.set(course.id, course.course_name);
    return all;
  }, [savedNames, pickedNames, catalog.data]);
  const editionChosen = year !== '' && term !== '';
  const available = editionChosen ? availableCourses(catalog.data ?? [], ids) : [];
  const selected = selectedCourses(ids, names);

  // The edition the selected courses were taken from (the saved one until courses are moved).
  const edition = useRef<Edition>({ year: initial.courseYear, term: initial.catalogTerm });
  const [availableChecked, setAvailableChecked] = useState<Set<string>>(new Set());
  const [selectedChecked, setSelectedChecked] = useState<Set<string>>(new Set());
  const [availablePage, setAvailablePage] = useState(1);
  const [selectedPage, setSelectedPage] = useState(1);
  const [pending, setPending] = useState<{ field: EditionField; value: string } | null>(null);
  const [status, setStatus] = useState('');

  const setIds = (next: string[]) => {
    setValue(`${key}.courseIds`, next, { shouldDirty: true });
    // After a submit attempt the messages follow the lists (the form-level one included).
    if (isSubmitted) void trigger();
  };

  const showEdition = () => {
    setAvailableChecked(new Set());
    setAvailablePage(1);
  };

  const pickEdition = (field: EditionField, value: string, previous: string) => {
    const next = {
      year: field === 'courseYear' ? value : year,
      term: field === 'catalogTerm' ? value : term,
    };
    if (needsClearing(ids.length, edition.current, next)) {
      // Not yet: the select shows the old value until the clearing is confirmed.
      setValue(`${key}.${field}`, previous);
      setPending({ field, value });
      return;
    }
    showEdition();
  };

  const confirmChange = () => {
    if (!pending) return;
    setValue(`${key}.${pending.field}`, pending.value, { shouldDirty: true });
    setIds([]);
    setSelectedChecked(new Set());
    setSelectedPage(1);
    showEdition();
  };

  const add = () => {
    const moving = available.filter((course) => availableChecked.has(course.id));
    if (moving.length === 0) return;
    edition.current = { year, term };
    setPickedNames(new Map([...pickedNames, ...moving.map((course) => [course.id, course.name] as const)]));
    setIds([...ids, ...moving.map((course) => course.id)]);
    setAvailableChecked(new Set());
    setStatus(t('added', { count: moving.length }));
  };

  const remove = () => {
    const removing = new Set(ids.filter((id) => selectedChecked.has(id)));
    if (removing.size === 0) return;
    setIds(ids.filter((id) => !removing.has(id)));
    setSelectedChecked(new Set());
    setStatus(t('removed', { count: removing.size }));
  };

  const slots = Array.from({ length: MAX_COURSES_PER_LEVEL[level] }, (_, index) => String(index + 1));
  const listLabel = (list: string) => t('listLabel', { level, list });

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{level}</legend>
      <div className={styles.fields}>
        <SelectField
          name={`${key}.courseYear`}
          label={t('fields.courseYear')}
          options={choicesWith(options.years, initial.courseYear, 'yearsDescending')}
          onValueChange={(value) => pickEdition('courseYear', value, year)}
        />
        <SelectField
          name={`${key}.catalogTerm`}
          label={t('fields.catalogTerm')}
          options={choicesWith(options.terms, initial.catalogTerm)}
          onValueChange={(value) => pickEdition('catalogTerm', value, term)}
        />
        <SelectField name={`${key}.totalCourses`} label={t('fields.totalCourses')} options={slots} />
        {level === 'High School' ? (
          <RadioField
            name={`${key}.includeNCAA`}
            label={t('fields.includeNCAA')}
            options={[
              { value: 'Yes', label: t('yes') },
              { value: 'No', label: t('no') },
            ]}
          />
        ) : null}
      </div>
      <div className={styles.transfer}>
        <CourseList
          title={t('available')}
          label={listLabel(t('available'))}
          courses={available}
          checked={availableChecked}
          onCheckedChange={setAvailableChecked}
          page={availablePage}
          onPageChange={setAvailablePage}
          emptyText={editionChosen ? t('catalogEmpty') : t('chooseEdition')}
          loading={editionChosen && catalog.isPending}
        />
        <div className={styles.moves}>
          <Button aria-label={t('addLabel', { level })} disabled={availableChecked.size === 0} onClick={add}>
            {t('add')}
          </Button>
          <Button
            aria-label={t('removeLabel', { level })}
            disabled={selectedChecked.size === 0}
            onClick={remove}
          >
            {t('remove')}
          </Button>
        </div>
        <CourseList
          title={t('selected')}
          label={listLabel(t('selected'))}
          courses={selected}
          checked={selectedChecked}
          onCheckedChange={setSelectedChecked}
          page={selectedPage}
          onPageChange={setSelectedPage}
          emptyText={t('noneSelected')}
          error={idsError}
        />
      </div>
      <p className={hidden.root} aria-live="polite">
        {status}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={t('changeTitle')}
        body={
          <p>
            {t('changeBody', {
              count: ids.length,
              level,
              year: edition.current.year,
              term: edition.current.term,
            })}
          </p>
        }
        confirmLabel={t('changeConfirm')}
        onConfirm={confirmChange}
        onClose={() => setPending(null)}
      />
    </fieldset>
  );
}
