import {
  ACCESS_ENTITY_LABELS,
  ACCESS_LOG_KIND_LABELS,
  type AccessEntity,
  type AccessLogLine,
  usDateTime,
} from '@enroll/domain';
import { Link } from 'react-router-dom';
import { EmailText, type StaffColumn } from '../../../components/staff-table/index.ts';
import type { Translate } from '../../../i18n/use-translation.ts';

export type AccessLogColumn = 'at' | 'staffEmail' | 'kind' | 'records' | 'screen' | 'file';

/** A record's page on the staff side. */
const RECORD_PATHS: Record<AccessEntity, string> = {
  interest: '/interest-forms',
  registration: '/registration-forms',
  leloRegistration: '/lelo-forms',
};

export function recordPathOf(entity: AccessEntity, id: string): string {
  return `${RECORD_PATHS[entity]}/${encodeURIComponent(id)}`;
}

/** The line's records: one record links to its page; several say how many, of which kind. */
function Records({ line, t }: { line: AccessLogLine; t: Translate }) {
  if (!line.entity) return <>{line.recordCount}</>;
  const entity = ACCESS_ENTITY_LABELS[line.entity];
  const [only] = line.recordIds;
  if (line.recordCount === 1 && only) {
    return (
      // The id joins the visible words in the link's name, so links of different records differ.
      <Link
        to={recordPathOf(line.entity, only)}
        aria-label={`${t('oneRecord', { entity })} ${only}`}
        // The row's own click opens the same record: once is enough (one history entry).
        onClick={(event) => event.stopPropagation()}
      >
        {t('oneRecord', { entity })}
      </Link>
    );
  }
  return <>{t('recordCount', { count: line.recordCount, entity })}</>;
}

/** The name the cards carry: when, and what happened. */
export function lineNameOf(line: AccessLogLine): string {
  return `${usDateTime(line.at)} · ${ACCESS_LOG_KIND_LABELS[line.kind]}`;
}

/** The card's facts (its title carries when and what). */
export const ACCESS_LOG_CARD_FACTS: readonly AccessLogColumn[] = ['staffEmail', 'records', 'screen', 'file'];

/** The list's columns: none sorts (the log reads newest first). */
export function accessLogColumns(t: Translate): StaffColumn<AccessLogLine, AccessLogColumn>[] {
  return [
    {
      id: 'at',
      header: t('columns.at'),
      render: (line) => <time dateTime={line.at}>{usDateTime(line.at)}</time>,
    },
    {
      id: 'staffEmail',
      header: t('columns.staffEmail'),
      render: (line) => <EmailText address={line.staffEmail} />,
    },
    { id: 'kind', header: t('columns.kind'), render: (line) => ACCESS_LOG_KIND_LABELS[line.kind] },
    { id: 'records', header: t('columns.records'), render: (line) => <Records line={line} t={t} /> },
    { id: 'screen', header: t('columns.screen'), render: (line) => line.screen },
    {
      id: 'file',
      header: t('columns.file'),
      render: (line) =>
        line.fileName
          ? `${line.fileName}${line.exportStatus === 'failed' ? ` (${t('failedExport')})` : ''}`
          : '',
    },
  ];
}
