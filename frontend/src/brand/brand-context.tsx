import { type Brand, brandForHost } from '@enroll/domain';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

const BrandContext = createContext<Brand | null>(null);

/** The brand of this host name: theme, logo, favicon and title follow it from the first paint. */
export function BrandProvider({ children, host }: { children: ReactNode; host?: string }) {
  const brand = brandForHost(host ?? window.location.hostname);
  useEffect(() => {
    const icon = document.getElementById('brand-icon');
    if (icon instanceof HTMLLinkElement) icon.href = brand.brandIcon;
  }, [brand]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider');
  return brand;
}
