import { brandNameOfLearningCenter, type LeloStaffEntry, preRegistrationFormPath } from '@enroll/domain';
import { MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { CopyLinkButton, useFamilyLink } from '../../../components/copy-link-button/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const useStyles = makeStyles({
  // A long link breaks anywhere rather than widening the page on a phone.
  link: { overflowWrap: 'anywhere' },
});

/**
 * A pre-registration not signed yet (Active): the family's link to complete and sign it, the same one
 * the pre-registration e-mail carries, shown and copyable so staff can send it another way.
 */
export function FamilyLinkNotice({
  entry,
}: {
  entry: Pick<LeloStaffEntry, 'permaLink' | '_uuid' | 'learningCenters'>;
}) {
  const { t } = useTranslation('leloDetail');
  const styles = useStyles();
  const link = useFamilyLink(
    preRegistrationFormPath(entry.permaLink, entry._uuid),
    brandNameOfLearningCenter(entry.learningCenters),
  );
  if (link === null) return null;
  return (
    <MessageBar intent="info" layout="multiline" data-testid="family-link">
      <MessageBarBody>
        {t('familyLink.notice')}{' '}
        <a className={styles.link} href={link}>
          {link}
        </a>
      </MessageBarBody>
      <MessageBarActions>
        <CopyLinkButton
          link={link}
          label={t('familyLink.copy')}
          copiedLabel={t('familyLink.copied')}
          failedMessage={t('familyLink.copyFailed', { link })}
        />
      </MessageBarActions>
    </MessageBar>
  );
}
