import { useLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../api/lelo-staff/lelo-entry-keys.ts';
import { EditEntryPage } from '../../components/edit-page/edit-entry-page.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { EditLeloForm } from './edit-lelo-form.tsx';
import { enLeloEdit } from './i18n/en.ts';

registerMessages('leloEdit', enLeloEdit);

/**
 * /editLeloForm/{id} ('Edit Lelo Form', Contributor and up): the entry's editable fields, saved with
 * the ETag of the read. An unknown entry (or another charter's: 404 too) says there is none.
 */
export function EditLeloPage() {
  return (
    <EditEntryPage
      namespace="leloEdit"
      detailPath="/lelo-forms/"
      useEntry={useLeloEntry}
      detailKey={leloEntryKeys.detail}
      Form={EditLeloForm}
    />
  );
}
