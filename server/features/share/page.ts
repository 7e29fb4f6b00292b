import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SHARE_MESSAGES } from '@contract';
import { type ShareFacts, shareDescription } from './share-service.ts';

/** Every interpolated string goes through this: team names come from data files and users. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain styles only: the CSP allows no inline script, and the page needs none. */
const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #0b1120; color: #f1f4f9; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 640px; padding: 24px; text-align: center; }
  img { width: 100%; height: auto; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 20px 0 8px; }
  p { color: #9aa6bd; line-height: 1.5; }
  a { display: inline-block; margin-top: 8px; padding: 10px 18px; border-radius: 10px;
    background: #f5b942; color: #1c1505; font-weight: 600; text-decoration: none; }
`;

/** Open Graph and Twitter card tags: link previews read these and run no script. */
export function shareHeadTags(
  facts: ShareFacts,
  urls: { page: string; image: string },
): { title: string; description: string; head: string } {
  const title = `${facts.homeTeam} vs ${facts.awayTeam} — ${SHARE_MESSAGES.headline}`;
  const description = shareDescription(facts);
  const e = {
    title: escapeHtml(title),
    description: escapeHtml(description),
    page: escapeHtml(urls.page),
    image: escapeHtml(urls.image),
    alt: escapeHtml(`${title}: ${description}`),
  };
  const head = `
<meta property="og:type" content="article">
<meta property="og:site_name" content="Strix">
<meta property="og:title" content="${e.title}">
<meta property="og:description" content="${e.description}">
<meta property="og:image" content="${e.image}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">
<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}">
<meta property="og:image:alt" content="${e.alt}">
<meta property="og:url" content="${e.page}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e.title}">
<meta name="twitter:description" content="${e.description}">
<meta name="twitter:image" content="${e.image}">
<meta name="twitter:image:alt" content="${e.alt}">
<link rel="canonical" href="${e.page}">
`;
  return { title: `${title} · Strix`, description, head };
}

/**
 * The share page when the web app is not built (a server run on its own): the card tags, the
 * card and the prediction in plain HTML, and a way to sign up. Nothing redirects: the link is
 * meant for people who may not have an account.
 */
export function sharePage(
  facts: ShareFacts,
  urls: { page: string; image: string; imagePath: string },
): string {
  const tags = shareHeadTags(facts, urls);
  const alt = escapeHtml(`${tags.title}: ${tags.description}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${escapeHtml(tags.description)}">${tags.head}
<title>${escapeHtml(tags.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<img src="${escapeHtml(urls.imagePath)}" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" alt="${alt}">
<h1>${escapeHtml(`${facts.homeTeam} vs ${facts.awayTeam}`)}</h1>
<p>${escapeHtml(tags.description)}</p>
<a href="/auth/signup">Sign up free</a>
</main>
</body>
</html>
`;
}

/** Unknown or malformed prediction ids get a real 404 page (not the app's shell). */
export function notFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page Not Found · Strix</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Page Not Found</h1>
<p>This shared prediction does not exist or is no longer available.</p>
<a href="/">Open Strix</a>
</main>
</body>
</html>
`;
}
