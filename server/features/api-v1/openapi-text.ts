export const V1_PREFIX = '/api/v1';

/**
 * The document's introduction (Markdown), shown at the top of /developers too. It states the
 * rules every route shares; each route's own text sits beside its schema.
 */
export const API_DESCRIPTION = `Read-only JSON access to Strix's predictions, odds, value bets, team and player stats and graded record. Included in the Premium plan.

**Authentication.** Create a key in Settings → API access. Send it as \`Authorization: Bearer <key>\` or \`X-API-Key: <key>\`, never in the address. Keys start with \`strix_live_\` and are shown once, at creation. A revoked key, or a key whose account no longer has Premium in force, is refused at once (401 and 403). Keys work only here: they cannot sign in, change a password or manage billing or keys.

**Limits.** Each key may make a number of requests a minute and a number a day (UTC). Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds) for the limit that is closer, and \`RateLimit-Policy\` naming both. Over a limit, the answer is a 429 with \`Retry-After\`. Settings shows each key's requests today and this month.

**The clock.** Every answer is \`{ asOf, data }\`. \`asOf\` is the instant the data was read at: fixtures, prices and results known after it are not in the answer, exactly as in the app. Every price carries \`capturedAt\`, when it was known.

**Lists.** Lists answer a page at a time (\`limit\`, at most 100) and give \`nextCursor\`; pass it back as \`cursor\` for the next page. It is null on the last page.

**Caching.** Answers carry a strong \`ETag\`. Send it back in \`If-None-Match\` and an unchanged answer is a 304 with no body.

**Errors.** Every error is \`{ "error": "<sentence>" }\` with its HTTP status: 400 (a parameter), 401 (the key), 403 (the plan), 404 (no such resource at the clock), 429 (a limit).`;
