import { useEffect } from 'react';

export const BRAND_NAME = 'Zewar & Bags';

/** Sets '<page> | Zewar & Bags' while the page is shown, so tabs and history entries say where they lead. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${BRAND_NAME}` : BRAND_NAME;
  }, [page]);
}
