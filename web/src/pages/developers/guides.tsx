import {
  curlBothHeaders,
  curlRevalidate,
  ERROR_BODY,
  fetchAllPages,
  RATE_LIMIT_HEADERS,
  TOO_MANY_REQUESTS,
} from '../../lib/api-examples.ts';
import type { Inline } from '../../lib/markdown-lite.ts';
import type { ResponseDoc } from '../../lib/openapi-operations.ts';
import { CodeBlock } from './code-block.tsx';
import { DocParagraph, DocSection } from './doc-section.tsx';
import { Markdown } from './markdown.tsx';

/** The guide sections, each with the lead of the API document's paragraph it shows. */
export const GUIDES = [
  { id: 'authentication', title: 'Authentication', lead: 'Authentication' },
  { id: 'clock', title: 'The clock', lead: 'The clock' },
  { id: 'limits', title: 'Limits', lead: 'Limits' },
  { id: 'errors', title: 'Errors', lead: 'Errors' },
  { id: 'pagination', title: 'Pagination', lead: 'Lists' },
  { id: 'caching', title: 'Caching', lead: 'Caching' },
] as const;

/** What each error status means when no route documents it yet. */
export const KNOWN_ERRORS: Record<string, string> = {
  '400': 'A parameter is not valid; the sentence says which.',
  '401': 'No API key, or one that is not valid or was revoked.',
  '403': "The key's account has no Premium plan in force.",
  '404': 'No such resource at the clock.',
  '429': 'Over the per-minute limit or the daily quota; Retry-After says when to try again.',
};

type Texts = Map<string, Inline[]>;

function ErrorTable({ errors }: { errors: ResponseDoc[] }) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Error statuses and what they mean</caption>
        <thead className="bg-secondary/60 text-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Meaning
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={e.status} className="border-t border-border align-top">
              <td className="px-3 py-2 font-mono font-semibold text-foreground">{e.status}</td>
              <td className="px-3 py-2 text-muted-foreground">
                {e.description ? <Markdown source={e.description} className="leading-6" /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Authentication, the clock, limits, errors, pagination and caching: the rules every route shares. */
export function Guides({
  base,
  texts,
  errors,
}: {
  base: string;
  texts: Texts;
  errors: ResponseDoc[];
}) {
  const [auth, clock, limits, errorGuide, pagination, caching] = GUIDES;
  return (
    <>
      <DocSection id={auth.id} title={auth.title}>
        <DocParagraph inlines={texts.get(auth.lead)} />
        <CodeBlock label="curl" context="both ways to send a key" code={curlBothHeaders(base)} />
      </DocSection>
      <DocSection id={clock.id} title={clock.title}>
        <DocParagraph inlines={texts.get(clock.lead)} />
      </DocSection>
      <DocSection id={limits.id} title={limits.title}>
        <DocParagraph inlines={texts.get(limits.lead)} />
        <CodeBlock label="Headers on every answer" context="limits" code={RATE_LIMIT_HEADERS} />
        <CodeBlock label="Over a limit" context="limits" code={TOO_MANY_REQUESTS} />
      </DocSection>
      <DocSection id={errorGuide.id} title={errorGuide.title}>
        <DocParagraph inlines={texts.get(errorGuide.lead)} />
        <ErrorTable errors={errors} />
        <CodeBlock label="A 400 answer" context="errors" code={ERROR_BODY} />
      </DocSection>
      <DocSection id={pagination.id} title={pagination.title}>
        <DocParagraph inlines={texts.get(pagination.lead)} />
        <CodeBlock
          label="JavaScript (fetch)"
          context="every page of a list"
          code={fetchAllPages(base)}
        />
      </DocSection>
      <DocSection id={caching.id} title={caching.title}>
        <DocParagraph inlines={texts.get(caching.lead)} />
        <CodeBlock label="curl" context="revalidating with an ETag" code={curlRevalidate(base)} />
      </DocSection>
    </>
  );
}
