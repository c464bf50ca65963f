import { type InterestEntry, usDate, usDateTime, usesUsState } from '@enroll/domain';
import { type DetailRow, DetailSection } from '../../components/detail-frame/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

type AddressFields = Pick<
  InterestEntry,
  'street1' | 'street2' | 'city' | 'state' | 'region' | 'country' | 'zipCode'
>;

/** The parent section is shown only when the entry has a parent (a minor's, or an adult's who named one). */
function hasParent(entry: InterestEntry): boolean {
  return [entry.parentFirstName, entry.parentLastName, entry.parentRelationship].some(
    (value) => value !== '',
  );
}

/** Every field of the entry, in the sections of the spec's interest PDF, then its status. */
export function InterestSections({ entry }: { entry: InterestEntry }) {
  const { t } = useTranslation('interestDetail');
  const field = (key: string) => t(`fields.${key}`);
  // A US address has a state (a select), any other a free region.
  const address = (a: AddressFields): DetailRow[] => [
    { label: field('street1'), value: a.street1 },
    { label: field('street2'), value: a.street2 },
    { label: field('city'), value: a.city },
    usesUsState(a.country)
      ? { label: field('state'), value: a.state }
      : { label: field('region'), value: a.region },
    { label: field('country'), value: a.country },
    { label: field('zipCode'), value: a.zipCode },
  ];
  return (
    <>
      <DetailSection
        title={t('sections.learningCenter')}
        rows={[
          { label: field('learningCenterName'), value: entry.learningCenterName },
          { label: field('charter'), value: entry.learningCenterCharter || entry.charter },
          { label: field('learningCenterAddress'), value: entry.learningCenterAddress },
        ]}
      />
      <DetailSection
        title={t('sections.student')}
        rows={[
          { label: field('studentFirstName'), value: entry.studentFirstName },
          { label: field('studentLastName'), value: entry.studentLastName },
          { label: field('birthDate'), value: usDate(entry.birthDate) },
          { label: field('age'), value: String(entry.age) },
          { label: field('gradeLevel'), value: entry.gradeLevel },
        ]}
      />
      {hasParent(entry) ? (
        <DetailSection
          title={t('sections.parent')}
          rows={[
            { label: field('parentRelationship'), value: entry.parentRelationship },
            { label: field('parentFirstName'), value: entry.parentFirstName },
            { label: field('parentLastName'), value: entry.parentLastName },
          ]}
        />
      ) : null}
      <DetailSection
        title={t('sections.contact')}
        rows={[
          { label: field('primaryEmail'), value: entry.primaryEmail },
          { label: field('phone'), value: entry.phone },
        ]}
      />
      <DetailSection title={t('sections.physical')} rows={address(entry)} />
      {entry.sameAddress ? null : (
        <DetailSection
          title={t('sections.mailing')}
          rows={address({
            street1: entry.mailingStreet1,
            street2: entry.mailingStreet2,
            city: entry.mailingCity,
            state: entry.mailingState,
            region: entry.mailingRegion,
            country: entry.mailingCountry,
            zipCode: entry.mailingZipCode,
          })}
        />
      )}
      <DetailSection
        title={t('sections.status')}
        rows={[
          { label: field('status'), value: entry.status },
          { label: field('lastContactDate'), value: usDateTime(entry.lastContactDate) },
          { label: field('submittedAt'), value: usDateTime(entry.submittedAt || entry.createdAt) },
          { label: field('uuid'), value: entry._uuid },
        ]}
      />
    </>
  );
}
