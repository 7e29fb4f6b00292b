import { Download, ImageIcon, Link2, Loader2, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { type ShareImageResponse, useCreateShareImage } from '../../api/share.ts';
import {
  absoluteUrl,
  imageLinksText,
  publicOrigin,
  SHARE_TEXTS,
  shareImageFilename,
  tweetIntentUrl,
  whatsAppUrl,
} from '../../lib/share.ts';
import { copyText, downloadFile } from '../../lib/share-actions.ts';
import { SectionCard } from '../prediction/section-card.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { toast } from '../ui/use-toast.ts';
import { ExternalShareLink, QuickShare, XMark } from './quick-share.tsx';

export interface SharePredictionProps {
  /**
   * The saved prediction; without one no image can be made (product spec, 'States and transitions':
   * Share image).
   */
  predictionId: string | null;
  homeTeam: string;
  awayTeam: string;
  /** The share text and page before an image exists (the server's own once it does). */
  shareText: string;
  shareUrl: string;
}

/**
 * The Share Prediction card (product spec, 'Prediction result'): quick share, then the visual share
 * — 'Create Share Image', a 'Preview Share Image' dialog with the microblogging and messaging
 * services, 'Copy Links' and 'Download' — and a preview of the text that goes with it.
 */
export default function SharePredictionCard({
  predictionId,
  homeTeam,
  awayTeam,
  shareText,
  shareUrl,
}: SharePredictionProps) {
  const create = useCreateShareImage();
  const [image, setImage] = useState<ShareImageResponse | null>(null);
  const [open, setOpen] = useState(false);
  const origin = publicOrigin();

  const text = image?.socialText ?? shareText;
  const url = image ? absoluteUrl(image.shareUrl, origin) : shareUrl;

  const createImage = () => {
    if (!predictionId) {
      toast({
        title: SHARE_TEXTS.noPredictionId,
        description: SHARE_TEXTS.noPredictionIdBody,
        variant: 'destructive',
      });
      return;
    }
    create.mutate(predictionId, {
      onSuccess: (response) => {
        setImage(response);
        toast({ title: SHARE_TEXTS.imageGenerated, description: SHARE_TEXTS.imageGeneratedBody });
      },
      onError: (error) => {
        console.warn('Share image failed', error);
        toast({
          title: SHARE_TEXTS.imageFailed,
          description: SHARE_TEXTS.imageFailedBody,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <SectionCard title="Share Prediction" icon={Share2} headingLevel="h2" testId="share-prediction">
      <div className="grid gap-5">
        <div className="grid gap-2">
          <p className="text-sm font-medium">Quick share</p>
          <QuickShare text={text} url={url} title={`${homeTeam} vs ${awayTeam}`} />
        </div>

        <div className="grid gap-2">
          <p className="text-sm font-medium">Visual share</p>
          <div className="flex flex-wrap gap-2">
            {image ? (
              <Button onClick={() => setOpen(true)}>
                <ImageIcon aria-hidden="true" />
                Preview Share Image
              </Button>
            ) : (
              <Button onClick={createImage} disabled={create.isPending}>
                {create.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <ImageIcon aria-hidden="true" />
                )}
                {create.isPending ? 'Creating image...' : 'Create Share Image'}
              </Button>
            )}
          </div>
        </div>

        <div className="grid gap-2">
          <p className="text-sm font-medium">Share text</p>
          <p
            className="whitespace-pre-line rounded-lg border border-border bg-background/50 px-3.5 py-3 text-sm text-muted-foreground"
            data-testid="share-text"
          >
            {text}
            {'\n'}
            <span className="break-all text-primary">{url}</span>
          </p>
        </div>
      </div>

      {image ? (
        <ShareImageDialog
          open={open}
          onOpenChange={setOpen}
          image={image}
          homeTeam={homeTeam}
          awayTeam={awayTeam}
          text={text}
          url={url}
        />
      ) : null}
    </SectionCard>
  );
}

function ShareImageDialog({
  open,
  onOpenChange,
  image,
  homeTeam,
  awayTeam,
  text,
  url,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  image: ShareImageResponse;
  homeTeam: string;
  awayTeam: string;
  text: string;
  url: string;
}) {
  const imageUrl = absoluteUrl(image.imageUrl, publicOrigin());

  const copyLinks = async () => {
    if (await copyText(imageLinksText(imageUrl, url))) {
      toast({ title: SHARE_TEXTS.imageLinksCopied, description: SHARE_TEXTS.imageLinksCopiedBody });
    } else {
      toast({ title: 'Copy failed', description: imageUrl, variant: 'destructive' });
    }
  };

  const download = async () => {
    toast({ title: SHARE_TEXTS.downloadStarted, description: SHARE_TEXTS.downloadStartedBody });
    try {
      await downloadFile(imageUrl, shareImageFilename(homeTeam, awayTeam));
    } catch (error) {
      console.warn('Download failed', error);
      toast({
        title: 'Download failed',
        description: 'The image could not be downloaded. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Preview Share Image</DialogTitle>
          <DialogDescription>
            {homeTeam} vs {awayTeam}: share the image or download it.
          </DialogDescription>
        </DialogHeader>
        <img
          src={image.imageUrl}
          alt={`Share image: ${homeTeam} vs ${awayTeam} prediction`}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full rounded-xl border border-border bg-muted object-cover"
        />
        <p
          className="rounded-lg border border-border bg-background/50 px-3 py-2 text-xs text-muted-foreground"
          data-testid="share-dialog-text"
        >
          {text}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <ExternalShareLink
            href={tweetIntentUrl(text, url)}
            label="Share on X"
            icon={<XMark className="size-3.5" />}
            size="default"
          />
          <ExternalShareLink
            href={whatsAppUrl(text, url)}
            label="WhatsApp"
            icon={<MessageCircle aria-hidden="true" />}
            size="default"
          />
          <Button variant="outline" onClick={() => void copyLinks()}>
            <Link2 aria-hidden="true" />
            Copy Links
          </Button>
          <Button onClick={() => void download()}>
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
