import type { AgreementTranslation, CourseNameTranslation } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

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
  /** The school's translations of its master agreement, by family language (English is the catalog's). */
  masterAgreementTranslations?: { es?: AgreementTranslation };
  /** The school's Spanish names of its catalog's courses, keyed by the English name (course-names.ts). */
  courseNamesEs?: { names: CourseNameTranslation[]; updatedAt: string; updatedBy: string };
}

export async function findCharter(id: string): Promise<Charter | null> {
  const { resource } = await container('charters').item(id, id).read<Charter>();
  return resource ? withoutSystemFields(resource) : null;
}

/** The stored charter with its ETag, for a guarded update. */
export async function readCharter(id: string): Promise<WithEtag<Charter> | null> {
  const { resource } = await container('charters').item(id, id).read<WithEtag<Charter>>();
  return resource ?? null;
}

/**
 * Replaces a charter if it is still the version read (`etag`); `null` when someone else wrote it in
 * between (the caller answers 409).
 */
export async function replaceCharter(charter: Charter, etag: string): Promise<WithEtag<Charter> | null> {
  try {
    const { resource } = await container('charters')
      .item(charter.id, charter.id)
      .replace<Charter>(charter, { accessCondition: { type: 'IfMatch', condition: etag } });
    if (!resource) throw new Error(`Charter ${charter.id} was not replaced`);
    return resource as WithEtag<Charter>;
  } catch (error) {
    if (isCosmosStatus(error, 412)) return null;
    throw error;
  }
}
