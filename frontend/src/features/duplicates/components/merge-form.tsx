import {
  type DuplicateRecordView,
  differingFields,
  MERGE_UNDO_DAYS,
  MERGEABLE_FIELDS,
  type MergeableField,
  type MergeDuplicatesInput,
  mergeDuplicatesSchema,
  type RecordRef,
  refKey,
} from '@enroll/domain';
import { Button, makeStyles, mergeClasses, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { SidewaysScroll } from '../../../components/sideways-scroll/index.ts';
import { useVisuallyHiddenStyles } from '../../../components/visually-hidden/visually-hidden.ts';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useMergeDuplicates } from '../api/merge-duplicates.ts';
import { DiffersMarker } from './differs-marker.tsx';
import { shownValue } from './side-by-side-table.tsx';
import { useViewName } from './view-name.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0 },
  // One row per choice: its label, then one radio per record, the columns as wide as the table's.
  rows: { display: 'grid', minWidth: 'min-content' },
  row: {
    display: 'grid',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  columns2: { gridTemplateColumns: '180px repeat(2, minmax(160px, 1fr))' },
  columns3: { gridTemplateColumns: '180px repeat(3, minmax(160px, 1fr))' },
  columns4: { gridTemplateColumns: '180px repeat(4, minmax(160px, 1fr))' },
  survivorRow: { backgroundColor: tokens.colorNeutralBackground3 },
  differs: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { overflowWrap: 'anywhere' },
  empty: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  summary: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

const COLUMNS = ['columns2', 'columns2', 'columns2', 'columns3', 'columns4'] as const;

/** The form's values for a survivor: the others merged into it, each record's version as seen. */
function valuesFor(
  records: readonly DuplicateRecordView[],
  survivor: RecordRef,
  keep: MergeDuplicatesInput['keep'],
): MergeDuplicatesInput {
  const key = refKey(survivor);
  return {
    survivor: { kind: survivor.kind, id: survivor.id },
    merged: records.filter((record) => refKey(record) !== key).map(({ kind, id }) => ({ kind, id })),
    // A field kept from the survivor itself is no choice: left out, it keeps the survivor's.
    keep: Object.fromEntries(Object.entries(keep).filter(([, ref]) => ref && refKey(ref) !== key)),
    versions: Object.fromEntries(records.map((record) => [refKey(record), record.version])),
  };
}

export interface MergeFormProps {
  /** The records shown side by side: the ones merged. */
  records: readonly DuplicateRecordView[];
  onCancel: () => void;
  /** Reads the set again after a 409. */
  onReload: () => Promise<unknown>;
}

/**
 * 'Merge': the record that stays (a radio per record) and, per mergeable field, whose value it keeps
 * (a radio per record, the survivor's at first), checked by the domain's `mergeDuplicatesSchema` as
 * the API is; a confirmation says what will happen. A 409 (a record changed since it was shown) says
 * so with Reload; done, the list opens.
 */
export function MergeForm({ records, onCancel, onReload }: MergeFormProps) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const notify = useNotify();
  const nameOf = useViewName();
  const baseId = useId();
  const merge = useMergeDuplicates();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [confirming, setConfirming] = useState<MergeDuplicatesInput | null>(null);
  const [first] = records;
  const form = useDomainForm(mergeDuplicatesSchema, {
    defaultValues: valuesFor(records, first ?? { kind: 'interest', id: '' }, {}),
  });
  const values = form.watch();
  const survivorKey = refKey(values.survivor);
  const byKey = new Map(records.map((record) => [refKey(record), record]));
  const differing = new Set<string>(differingFields(records));
  const columns = styles[COLUMNS[records.length] ?? 'columns4'];
  const recordLabel = (record: DuplicateRecordView) => `${t(`kinds.${record.kind}`)} · ${nameOf(record)}`;
  const keptFrom = (field: MergeableField) => values.keep[field] ?? values.survivor;

  const choose = (next: MergeDuplicatesInput) => {
    form.setValue('survivor', next.survivor);
    form.setValue('merged', next.merged);
    form.setValue('keep', next.keep);
    form.setValue('versions', next.versions);
  };
  const chooseSurvivor = (key: string) => {
    const record = byKey.get(key);
    if (record) choose(valuesFor(records, record, values.keep));
  };
  const chooseKept = (field: MergeableField, key: string) => {
    const record = byKey.get(key);
    if (record) choose(valuesFor(records, values.survivor, { ...values.keep, [field]: record }));
  };

  // The choices are radios that always hold a record; what the schema could still refuse is a record
  // shown without its version, which a reload reads again.
  const review = form.handleSubmit(
    (input) => {
      setFailure(null);
      setConfirming(input);
    },
    () => setFailure({ message: t('merge.invalid'), stale: true }),
  );
  const confirm = async () => {
    if (!confirming) return;
    try {
      await merge.mutateAsync(confirming);
    } catch (error) {
      // The failure shows on the form, under the choices: the confirmation closes without leaving.
      setFailure(
        writeFailureOf(error, t('merge.failed'), form, (field) => (field === 'merged' ? 'merged' : null)),
      );
      setConfirming(null);
      throw error;
    }
    notify('success', t('merge.done'));
  };

  const survivor = byKey.get(survivorKey);
  const keptChanges = MERGEABLE_FIELDS.flatMap((field) => {
    const from = byKey.get(refKey(keptFrom(field)));
    if (!from || !survivor || refKey(from) === survivorKey) return [];
    return [{ field, value: shownValue(field, from.fields[field].trim()) || t('set.empty') }];
  });

  return (
    <form
      id={`${baseId}-merge`}
      className={styles.form}
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => void review(event)}
    >
      <h2 id={`${baseId}-title`} className={styles.title}>
        {t('merge.title')}
      </h2>
      <p className={styles.intro}>{t('merge.intro')}</p>
      <SidewaysScroll label={t('merge.choices')}>
        <div className={styles.rows}>
          <RadioGroup
            className={mergeClasses(styles.row, columns, styles.survivorRow)}
            aria-labelledby={`${baseId}-survivor`}
            value={survivorKey}
            onChange={(_event, data) => chooseSurvivor(data.value)}
          >
            <span id={`${baseId}-survivor`} className={styles.label}>
              {t('merge.survivor')}
            </span>
            {records.map((record) => (
              <Radio key={refKey(record)} value={refKey(record)} label={recordLabel(record)} />
            ))}
          </RadioGroup>
          {MERGEABLE_FIELDS.map((field) => (
            <RadioGroup
              key={field}
              className={mergeClasses(styles.row, columns, differing.has(field) && styles.differs)}
              aria-labelledby={`${baseId}-${field}`}
              value={refKey(keptFrom(field))}
              onChange={(_event, data) => chooseKept(field, data.value)}
              data-testid={`merge-${field}`}
            >
              <span id={`${baseId}-${field}`} className={styles.label}>
                {t(`fields.${field}`)}
                {differing.has(field) ? <DiffersMarker /> : null}
              </span>
              {records.map((record) => {
                const value = shownValue(field, record.fields[field].trim());
                return (
                  <Radio
                    key={refKey(record)}
                    value={refKey(record)}
                    label={
                      <>
                        <span className={mergeClasses(styles.value, !value && styles.empty)}>
                          {value || t('set.empty')}
                        </span>
                        {/* Which record's value: read after it, the value alone being ambiguous. */}{' '}
                        <span className={hidden.root}>{`(${recordLabel(record)})`}</span>
                      </>
                    }
                  />
                );
              })}
            </RadioGroup>
          ))}
        </div>
      </SidewaysScroll>
      <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          {t('merge.review')}
        </Button>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('merge.confirmTitle')}
        confirmLabel={t('merge.submit')}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        redirectTo="/duplicates"
        body={
          <>
            <p>
              {t('merge.confirmText', {
                count: records.length - 1,
                survivor: survivor ? recordLabel(survivor) : '',
                days: MERGE_UNDO_DAYS,
              })}
            </p>
            {keptChanges.length > 0 ? (
              <>
                <p>{t('merge.keeps')}</p>
                <ul className={styles.summary}>
                  {keptChanges.map(({ field, value }) => (
                    <li key={field}>{`${t(`fields.${field}`)}: ${value}`}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('merge.keepsOwn')}</p>
            )}
          </>
        }
      />
    </form>
  );
}
