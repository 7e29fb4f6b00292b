import { useMemo } from 'react';
import { publicOrigin } from '../../lib/public-url.ts';

/** schema.org WebSite with a SearchAction: search engines can offer Strix's search directly. */
export function WebsiteStructuredData({ description }: { description: string }) {
  const json = useMemo(() => {
    const origin = publicOrigin();
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
  }, [description]);
  return <script type="application/ld+json">{json}</script>;
}
