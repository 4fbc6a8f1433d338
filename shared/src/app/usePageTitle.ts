import { useEffect } from 'react';

export const PRODUCT_NAME = 'Meridian';

/** Browser tab title '{page} - Meridian' (docs/PRODUCT.md §2), restored to the default on unmount. */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [page]);
}
