import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** '{brandName} | Enrollments', or 'Student Enrollment' while no brand name is known. */
export function usePageTitle(brandName: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = brandName ? t('common.pageTitle', { brandName }) : t('common.pageTitleFallback');
  }, [brandName, t]);
}
