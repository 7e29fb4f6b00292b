import { FileJson } from 'lucide-react';
import { useMemo } from 'react';
import { OPENAPI_PATH, useOpenApiDocument } from '../../api/developers.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { API_LEAD } from '../../lib/api-examples.ts';
import { useDeferredQuery } from '../../lib/deferred-query.ts';
import { parseMarkdownLite, plainText, splitByLead } from '../../lib/markdown-lite.ts';
import type { OpenApiDocument } from '../../lib/openapi-doc.ts';
import { baseUrl, errorStatuses, groupOperations } from '../../lib/openapi-operations.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { Contents } from './contents.tsx';
import { Endpoint } from './endpoint.tsx';
import { GUIDES, Guides, KNOWN_ERRORS } from './guides.tsx';
import { Blocks, Markdown } from './markdown.tsx';
import { QuickStart } from './quick-start.tsx';

const DESCRIPTION =
  'The Strix API reference: read-only JSON access to predictions, odds, value bets, team stats and the graded record, with authentication, limits, errors, pagination and caching explained. Part of Premium.';

const linkClass = 'font-medium text-primary underline underline-offset-4 decoration-primary/40';

function Reference({ doc }: { doc: OpenApiDocument }) {
  const view = useMemo(() => {
    const groups = groupOperations(doc);
    const { rest, byLead } = splitByLead(
      parseMarkdownLite(doc.info.description ?? ''),
      GUIDES.map((g) => g.lead),
    );
    // The opening paragraph already stands in the header when it says the same.
    const intro = rest.filter(
      (block) => !(block.kind === 'paragraph' && plainText(block.content).trim() === API_LEAD),
    );
    return { groups, intro, texts: byLead, errors: errorStatuses(groups, KNOWN_ERRORS) };
  }, [doc]);
  const base = baseUrl(doc, publicOrigin());

  return (
    <div className="grid min-w-0 gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
      <Contents groups={view.groups} />
      <div className="grid min-w-0 gap-14">
        {view.intro.length > 0 ? (
          <Blocks blocks={view.intro} className="max-w-3xl text-muted-foreground" />
        ) : null}
        <QuickStart base={base} />
        <Guides base={base} texts={view.texts} errors={view.errors} />
        {view.groups.length === 0 ? (
          <p className="text-muted-foreground">No endpoints are published yet.</p>
        ) : (
          view.groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className="grid min-w-0 scroll-mt-24 gap-4"
            >
              <div className="grid gap-1">
                <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                  Endpoints
                </p>
                <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
                  {group.name}
                </h2>
                {group.description ? (
                  <Markdown source={group.description} className="text-muted-foreground" />
                ) : null}
              </div>
              {group.operations.map((op) => (
                <Endpoint key={op.id} op={op} />
              ))}
            </section>
          ))
        )}
      </div>
    </div>
  );
}

/** /developers: the API reference, built from the OpenAPI document the server generates. */
export default function DevelopersPage() {
  usePageMeta('API Reference', DESCRIPTION);
  const { data, isPending } = useDeferredQuery(useOpenApiDocument<OpenApiDocument>());
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid max-w-3xl gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">Developers</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">API Reference</h1>
        <p className="text-lg leading-8 text-muted-foreground">{API_LEAD}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {data ? (
            <span>{`${data.info.title} ${data.info.version} · OpenAPI ${data.openapi}`}</span>
          ) : null}
          <a href={OPENAPI_PATH} className={`${linkClass} inline-flex items-center gap-1`}>
            <FileJson className="size-4" aria-hidden="true" />
            The OpenAPI document
          </a>
        </p>
      </header>
      {isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the API reference">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : data ? (
        <Reference doc={data} />
      ) : (
        <p className="text-muted-foreground">
          The API reference could not be loaded right now. Please try again later.
        </p>
      )}
    </div>
  );
}
