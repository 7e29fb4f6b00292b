import { useEffect, useMemo, useState } from 'react';
import { publicOrigin } from '../../lib/public-url.ts';

/** schema.org WebSite with a SearchAction: search engines can offer Strix's search directly. */
export function WebsiteStructuredData({ description }: { description: string }) {
  // The address comes from the served page, so it is written after the first render: the home
  // page's first render is built ahead of time (web/prerender.ts) and hydration must match it.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(publicOrigin()), []);
  const json = useMemo(() => {
    if (origin === null) return null;
    const data = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Strix',
      alternateName: 'Strix — AI Sports Intelligence',
      url: `${origin}/`,
      description,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };
    // '<' escaped so no value can close the script element early.
    return JSON.stringify(data).replace(/</g, '\\u003c');
  }, [description, origin]);
  return json === null ? null : <script type="application/ld+json">{json}</script>;
}
