import { useEffect } from 'react';

const SUFFIX = 'Zewar & Bags Admin';

/** Each back-office screen names itself in the browser tab, so several open tabs stay tellable apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SUFFIX}`;
  }, [title]);
}
