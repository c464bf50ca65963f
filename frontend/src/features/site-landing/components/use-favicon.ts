import { useEffect } from 'react';

/** Points the page's `#brand-icon` link at `href` while the calling page is shown. */
export function useFavicon(href: string | null | undefined): void {
  useEffect(() => {
    const link = document.getElementById('brand-icon');
    if (!href || !(link instanceof HTMLLinkElement)) return;
    const previous = link.getAttribute('href');
    link.setAttribute('href', href);
    return () => {
      if (previous === null) link.removeAttribute('href');
      else link.setAttribute('href', previous);
    };
  }, [href]);
}
