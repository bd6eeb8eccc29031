import { useEffect } from 'react';
import { BRAND_NAME, BRAND_TAGLINE } from './brand-logo';

/** Sets the browser tab title to 「<title> - 场地通」 while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${BRAND_NAME}` : `${BRAND_NAME} - ${BRAND_TAGLINE}`;
  }, [title]);
}
