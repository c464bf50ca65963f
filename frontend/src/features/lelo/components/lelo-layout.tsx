import type { ReactNode } from 'react';
import { useBrand } from '../../../brand/brand-context.tsx';
import { usePageTitle } from '../../../brand/use-page-title.ts';
import { BrandHeader } from '../../../components/brand-header/brand-header.tsx';
import { FormPageMain } from '../../../components/page-state/form-page-main.tsx';
import '../i18n/register.ts';

/** The Lelo pages' frame: the host brand's header and page title, the main landmark. */
export function LeloLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  usePageTitle(brand.brandName);
  return (
    <>
      <BrandHeader />
      <FormPageMain>{children}</FormPageMain>
    </>
  );
}
