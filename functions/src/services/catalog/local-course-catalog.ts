import { catalogOptionsOf } from '@enroll/domain';
import { listCatalogCourses, listCatalogEditions } from '../../data/catalog-repository.ts';
import { findCharter } from '../../data/charters-repository.ts';
import { byCourseName, type CourseCatalog } from './course-catalog.ts';

/**
 * The catalog kept in this app's own Cosmos account: the `catalog` container (seeded on the local
 * stack, or imported) and each charter's `masterAgreementDescription`.
 */
export const localCourseCatalog: CourseCatalog = {
  name: 'local',
  async courses(filter) {
    return byCourseName(await listCatalogCourses(filter));
  },
  async options(charterId) {
    return catalogOptionsOf(await listCatalogEditions(charterId));
  },
  async masterAgreementDescription(charterId) {
    return (await findCharter(charterId))?.masterAgreementDescription || null;
  },
};
