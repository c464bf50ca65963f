import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

/** A `charters` document (docs/data-model.md). */
export interface Charter {
  id: string;
  name: string;
  abbreviation: string;
  website: string;
  contactNumber: string;
  brandName: string;
  brandKey: string;
  active: boolean;
  /** The master agreement text (HTML) the Lelo agreement step shows; the configuration service's master_agreement_description. */
  masterAgreementDescription?: string;
}

export async function findCharter(id: string): Promise<Charter | null> {
  const { resource } = await container('charters').item(id, id).read<Charter>();
  return resource ? withoutSystemFields(resource) : null;
}
