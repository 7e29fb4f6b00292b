import { useEffect } from 'react';

const DEFAULT_TITLE = 'Strix — AI Sports Intelligence';

/** Sets the tab title (and the meta description when given) while a page is shown. */
export function usePageMeta(title: string | null, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | Strix` : DEFAULT_TITLE;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
