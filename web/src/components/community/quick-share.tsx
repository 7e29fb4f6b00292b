import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { SHARE_TEXTS, tweetIntentUrl, whatsAppUrl } from '../../lib/share.ts';
import { canShareNatively, copyText, shareNatively } from '../../lib/share-actions.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/use-toast.ts';

/** The microblogging service's mark (X), drawn inline: lucide has no brand icons. */
export function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

/** A link that opens another site in a new tab and says so to screen readers. */
export function ExternalShareLink({
  href,
  label,
  icon,
  size = 'sm',
  className,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'default';
  className?: string;
}) {
  return (
    <Button asChild variant="outline" size={size} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

export async function copyShareLink(url: string) {
  if (await copyText(url)) {
    toast({ title: SHARE_TEXTS.linkCopied, description: SHARE_TEXTS.linkCopiedBody });
  } else {
    toast({ title: 'Copy failed', description: url, variant: 'destructive' });
  }
}

/**
 * Quick share (product spec, 'Prediction result'): the microblogging service, the messaging
 * service, copy link, and the device's own share sheet where there is one.
 */
export function QuickShare({
  text,
  url,
  title,
  className,
}: {
  text: string;
  url: string;
  /** The native share sheet's title. */
  title: string;
  className?: string;
}) {
  // Known only in the browser; checked after mount so the first render is stable.
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canShareNatively()), []);

  return (
    <div className={cn('flex flex-wrap gap-2', className)} data-testid="quick-share">
      <ExternalShareLink
        href={tweetIntentUrl(text, url)}
        label="Share on X"
        icon={<XMark className="size-3.5" />}
      />
      <ExternalShareLink
        href={whatsAppUrl(text, url)}
        label="WhatsApp"
        icon={<MessageCircle aria-hidden="true" />}
      />
      <Button variant="outline" size="sm" onClick={() => void copyShareLink(url)}>
        <Link2 aria-hidden="true" />
        Copy Link
      </Button>
      {native ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void shareNatively({ title, text, url })}
        >
          <Share2 aria-hidden="true" />
          Share
        </Button>
      ) : null}
    </div>
  );
}
