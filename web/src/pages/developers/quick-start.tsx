import { Link } from 'wouter';
import {
  curlFixtures,
  curlMatch,
  FIXTURES_PATH,
  fetchFixtures,
  fetchMatch,
  KEY_VARIABLE,
  MATCH_PATH,
} from '../../lib/api-examples.ts';
import { CodeBlock } from './code-block.tsx';
import { DocSection } from './doc-section.tsx';
import { inlineCodeClass } from './markdown.tsx';

const linkClass = 'font-medium text-primary underline underline-offset-4 decoration-primary/40';

function Example({
  id,
  title,
  path,
  curl,
  js,
}: {
  id: string;
  title: string;
  path: string;
  curl: string;
  js: string;
}) {
  return (
    <div className="grid min-w-0 gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">
        <code className={inlineCodeClass}>{`GET ${path}`}</code>
      </p>
      <CodeBlock label="curl" context={title} code={curl} />
      <CodeBlock label="JavaScript (fetch)" context={title} code={js} />
    </div>
  );
}

/** From a key to a first answer: where the key comes from, then two calls to copy. */
export function QuickStart({ base }: { base: string }) {
  return (
    <DocSection id="quick-start" title="Quick start">
      <ol className="grid list-decimal gap-2 pl-6 leading-7 text-muted-foreground">
        <li>
          On the Premium plan, create a key in{' '}
          <Link href="/settings#api-access" className={linkClass}>
            Settings → API access
          </Link>
          . It is shown once: keep it somewhere safe.
        </li>
        <li>
          Put it in an environment variable, not in your code:{' '}
          <code className={inlineCodeClass}>{`export ${KEY_VARIABLE}=strix_live_…`}</code>
        </li>
        <li>Ask for the fixtures of a league, then for one match’s prediction.</li>
      </ol>
      <Example
        id="quick-start-fixtures"
        title="Premier League fixtures"
        path={FIXTURES_PATH}
        curl={curlFixtures(base)}
        js={fetchFixtures(base)}
      />
      <Example
        id="quick-start-match"
        title="One match’s prediction"
        path={MATCH_PATH}
        curl={curlMatch(base)}
        js={fetchMatch(base)}
      />
    </DocSection>
  );
}
