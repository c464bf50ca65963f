import { DUPLICATE_KIND_NAMES, type MergedInto, usDate } from '@enroll/domain';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { enMergedIntoBanner } from './i18n/en.ts';
import { recordDetailPath } from './record-detail-path.ts';

registerMessages('mergedIntoBanner', enMergedIntoBanner);

/**
 * A staff detail page's notice for a record merged into another: where it went and when, that it is
 * kept read-only, and a link to the record that stayed. Nothing for a record not merged. Shared by the
 * interest, registration and secondary enrollment pages (features never import each other).
 */
export function MergedIntoBanner({ mergedInto }: { mergedInto: MergedInto | undefined }) {
  const { t } = useTranslation('mergedIntoBanner');
  if (!mergedInto) return null;
  const kind = DUPLICATE_KIND_NAMES[mergedInto.kind];
  // Multiline: on a phone the sentence wraps instead of widening the page.
  return (
    <MessageBar intent="info" layout="multiline" data-testid="merged-into">
      <MessageBarBody>{t('text', { kind, date: usDate(mergedInto.at) })}</MessageBarBody>
      <MessageBarActions>
        <Link to={recordDetailPath(mergedInto)}>{t('open', { kind })}</Link>
      </MessageBarActions>
    </MessageBar>
  );
}
