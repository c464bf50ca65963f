import { pageOf } from '@enroll/domain';
import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ListCourse } from './course-offering-values.ts';

const useStyles = makeStyles({
  // A column whose pager sits at the bottom, level with the other list's when they stand side by side.
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // Floated, so the legend is laid out inside the box like a heading instead of on its border.
  title: {
    float: 'left',
    width: '100%',
    padding: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', minHeight: '2rem' },
  item: { minWidth: 0, overflowWrap: 'anywhere' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
  pageOf: { marginInline: 'auto' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface CourseListProps {
  /** 'Available Courses' or 'Selected Courses'. */
  title: string;
  /** The group's accessible name, e.g. 'High School Available Courses' (a screen has six lists). */
  label: string;
  courses: readonly ListCourse[];
  checked: ReadonlySet<string>;
  onCheckedChange: (checked: Set<string>) => void;
  /** 1-based; out-of-range pages show the nearest one. */
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when there is no course (no edition chosen, an empty catalog, nothing selected). */
  emptyText: string;
  loading?: boolean;
  /** The list's error (translated), e.g. a course the server refused. */
  error?: string | undefined;
}

/**
 * A course list of 13 a page: checkboxes (Space ticks), 'Select All' (every course of the list, all
 * pages), Previous, '{page} of {total}' (read out when it changes) and Next.
 */
export function CourseList({
  title,
  label,
  courses,
  checked,
  onCheckedChange,
  page,
  onPageChange,
  emptyText,
  loading = false,
  error,
}: CourseListProps) {
  const { t } = useTranslation('courseOfferings');
  const styles = useStyles();
  const titleId = useId();
  const errorId = useId();
  const current = pageOf(courses, page);
  const checkedHere = courses.filter((course) => checked.has(course.id)).length;
  const allState = checkedHere === 0 ? false : checkedHere === courses.length ? true : 'mixed';

  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    onCheckedChange(next);
  };

  return (
    <fieldset className={styles.root} aria-label={label} aria-describedby={error ? errorId : undefined}>
      <legend id={titleId} className={styles.title}>
        {title} ({courses.length})
      </legend>
      <Checkbox
        label={t('selectAll')}
        checked={allState}
        disabled={courses.length === 0}
        onChange={(_event, data) =>
          onCheckedChange(new Set(data.checked === true ? courses.map((c) => c.id) : []))
        }
      />
      {loading ? (
        <Spinner size="tiny" label={t('loading')} />
      ) : courses.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {current.items.map((course) => (
            <li key={course.id} className={styles.item}>
              <Checkbox
                label={course.name}
                checked={checked.has(course.id)}
                onChange={(_event, data) => toggle(course.id, data.checked === true)}
              />
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <nav className={styles.pager} aria-label={t('pagerLabel', { list: label })}>
        <Button
          size="small"
          icon={<ChevronLeftRegular />}
          disabled={current.page <= 1}
          onClick={() => onPageChange(current.page - 1)}
        >
          {t('previous')}
        </Button>
        <Text className={styles.pageOf} aria-live="polite" aria-atomic="true">
          {t('pageOf', { page: current.page, total: current.pageCount })}
        </Text>
        <Button
          size="small"
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabled={current.page >= current.pageCount}
          onClick={() => onPageChange(current.page + 1)}
        >
          {t('next')}
        </Button>
      </nav>
    </fieldset>
  );
}
