import { Lightbulb, type LucideIcon } from 'lucide-react';
import { SHOWN } from '../../lib/prediction.ts';
import { EmptyLine, SectionCard } from './section-card.tsx';

/** A card of short text lines (insights, trends, risks) with its own empty sentence. */
export function TextListCard({
  title,
  icon,
  items,
  limit,
  empty,
  marker = 'bg-primary',
}: {
  title: string;
  icon: LucideIcon;
  items: string[];
  limit?: number;
  empty: string;
  marker?: string;
}) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  return (
    <SectionCard title={title} icon={icon}>
      {shown.length === 0 ? (
        <EmptyLine>{empty}</EmptyLine>
      ) : (
        <ul className="grid gap-2.5">
          {shown.map((item) => (
            <li key={item} className="flex gap-2.5 text-sm leading-relaxed">
              <span
                className={`mt-2 size-1.5 shrink-0 rounded-full ${marker}`}
                aria-hidden="true"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** A prediction's key insights, as many as every screen shows (SHOWN.keyInsights). */
export function KeyInsightsCard({
  items,
  empty = 'No key insights for this match in our data.',
}: {
  items: string[];
  empty?: string;
}) {
  return (
    <TextListCard
      title="Key Insights"
      icon={Lightbulb}
      items={items}
      limit={SHOWN.keyInsights}
      empty={empty}
    />
  );
}
