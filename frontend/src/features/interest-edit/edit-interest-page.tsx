import { useInterest } from '../../api/interests/get-interest.ts';
import { interestKeys } from '../../api/interests/query-keys.ts';
import { EditEntryPage } from '../../components/edit-page/edit-entry-page.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { EditInterestForm } from './components/edit-interest-form.tsx';
import { enInterestEdit } from './i18n/en.ts';

registerMessages('interestEdit', enInterestEdit);

/** A read refused as a bad request (400) says 'No data available' too, like an unknown entry. */
const NOT_FOUND_STATUSES = [404, 400] as const;

/**
 * /editInterestForm/{id} (Contributor and up): the entry's fields in one form, saved with the ETag of
 * the read; an unknown entry (or another charter's: 404 too) shows 'No data available for this entry.'
 */
export function EditInterestPage() {
  return (
    <EditEntryPage
      namespace="interestEdit"
      detailPath="/interest-forms/"
      useEntry={useInterest}
      detailKey={interestKeys.detail}
      notFoundStatuses={NOT_FOUND_STATUSES}
      Form={EditInterestForm}
    />
  );
}
