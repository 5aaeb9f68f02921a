import { useEffect } from 'react';
import { documentTitle } from '@shop/domain/site';

export { BRAND_NAME } from '@shop/domain/site';

/** Sets '<page> | Zewar & Bags' while the page is shown, so tabs and history entries say where they lead. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
