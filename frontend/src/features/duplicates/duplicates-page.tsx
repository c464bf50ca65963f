import type { CharterDuplicateLink, CharterDuplicateSet, DuplicatesResponse } from '@enroll/domain';
import { makeStyles, Title1, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCharters } from '../../api/charters.ts';
import { useDuplicates } from '../../api/duplicates/get-duplicates.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CARD } from './components/card-style.ts';
import { RecentMerges } from './components/recent-merges.tsx';
import { type RecordNaming, useRecordNaming } from './components/record-names.ts';
import { RuleLine } from './components/rule-badge.tsx';
import { duplicateSetPath, recordDetailPath } from './duplicate-records.ts';
import { enDuplicates } from './i18n/en.ts';

registerMessages('duplicates', enDuplicates);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px', minWidth: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  charter: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  set: { ...CARD, gap: tokens.spacingVerticalS },
  label: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  setTitle: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  record: { overflowWrap: 'anywhere' },
  name: { fontWeight: tokens.fontWeightSemibold },
  open: {
    justifySelf: 'start',
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
  },
  sibling: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
});

/** A labelled list of a card (its records, why they were flagged). */
function LabelledList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div>
      <p className={styles.label}>{label}</p>
      <ul className={styles.lines} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}

/** One set: its records, the rule of each pair, and Open (the set side by side). */
function SetCard({ set, naming }: { set: CharterDuplicateSet; naming: RecordNaming }) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const names = set.records.map(naming.name).join(', ');
  const [first] = set.records;
  return (
    <li className={styles.set} data-testid={`duplicate-set-${set.id}`}>
      <h3 className={styles.setTitle}>{names}</h3>
      <LabelledList label={t('records')}>
        {set.records.map((ref) => (
          <li key={`${ref.kind}:${ref.id}`} className={styles.record}>
            <span className={styles.name}>{naming.name(ref)}</span> · {naming.birthDate(ref)} ·{' '}
            {naming.kind(ref)}
          </li>
        ))}
      </LabelledList>
      <LabelledList label={t('why')}>
        {set.pairs.map((pair) => (
          <li key={`${pair.a.kind}:${pair.a.id}|${pair.b.kind}:${pair.b.id}`}>
            <RuleLine
              rule={pair.rule}
              joins={t('pair', { a: naming.name(pair.a), b: naming.name(pair.b) })}
            />
          </li>
        ))}
      </LabelledList>
      {first ? (
        <Link to={duplicateSetPath(first)} className={styles.open} aria-label={t('openSet', { names })}>
          {t('open')}
        </Link>
      ) : null}
    </li>
  );
}

/** A record of a sibling link: its name and kind, linked to its detail page. */
function SiblingRecord({
  link,
  side,
  naming,
}: {
  link: CharterDuplicateLink;
  side: 'a' | 'b';
  naming: RecordNaming;
}) {
  const ref = link[side];
  return (
    <Link to={recordDetailPath(ref)}>
      {naming.name(ref)} ({naming.kind(ref)})
    </Link>
  );
}

/** The sets grouped by charter, then the sibling links. */
function DuplicateSets({ response }: { response: DuplicatesResponse }) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const naming = useRecordNaming(response.names);
  const charters = useCharters();
  const charterName = (id: string) =>
    charters.data?.find((charter) => charter._id === id)?.name ?? t('unknownCharter', { id });
  const charterIds = [...new Set(response.sets.map((set) => set.charterId))];
  return (
    <>
      {response.sets.length === 0 ? <p>{t('empty')}</p> : null}
      {charterIds.map((charterId) => (
        <section key={charterId} className={styles.charter} aria-labelledby={`charter-${charterId}`}>
          <Title2 as="h2" id={`charter-${charterId}`}>
            {charterName(charterId)}
          </Title2>
          <ul className={styles.list}>
            {response.sets
              .filter((set) => set.charterId === charterId)
              .map((set) => (
                <SetCard key={set.id} set={set} naming={naming} />
              ))}
          </ul>
        </section>
      ))}
      {response.links.length > 0 ? (
        <section className={styles.charter} aria-labelledby="possible-siblings">
          <Title2 as="h2" id="possible-siblings">
            {t('siblings.title')}
          </Title2>
          <RuleLine rule="sibling" />
          <ul className={styles.list} aria-label={t('siblings.label')}>
            {response.links.map((link) => (
              <li key={`${link.a.kind}:${link.a.id}|${link.b.kind}:${link.b.id}`} className={styles.sibling}>
                <SiblingRecord link={link} side="a" naming={naming} />
                <span>{t('and')}</span>
                <SiblingRecord link={link} side="b" naming={naming} />
                <span>· {charterName(link.charterId)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * /duplicates (Contributor+): the open sets of possible duplicates of the caller's charters, by
 * charter, each with its records, the rule of each pair and Open; then the possible siblings and the
 * recent merges (an Admin can undo them).
 */
export function DuplicatesPage() {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const duplicates = useDuplicates();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{t('title')}</Title1>
      <p className={styles.intro}>{t('intro')}</p>
      {duplicates.isPending ? <PageLoading label={t('loading')} /> : null}
      {duplicates.data ? (
        <DuplicateSets response={duplicates.data} />
      ) : duplicates.isError ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void duplicates.refetch()} />
      ) : null}
      <RecentMerges names={duplicates.data?.names ?? []} />
    </div>
  );
}
