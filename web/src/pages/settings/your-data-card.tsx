import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../../api/client.ts';
import { downloadMyData } from '../../api/data-export.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

export interface YourDataContentProps {
  /** Bytes received so far while preparing; null when no download is under way. */
  receivedBytes: number | null;
  problem: string | null;
  onDownload: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The card's content for one state: ready, preparing (with bytes received), or refused. */
export function YourDataContent({ receivedBytes, problem, onDownload }: YourDataContentProps) {
  const preparing = receivedBytes !== null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        One ZIP file with everything Strix holds about you: your account and profile, searches and
        predictions, votes, follows, avatars and pictures, credits, subscription and payments, API
        keys, bets and alerts. It holds no passwords or card details; Strix never keeps them
        readable.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onDownload} disabled={preparing} aria-busy={preparing}>
          {preparing ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download my data
        </Button>
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {preparing
            ? `Preparing your download…${receivedBytes > 0 ? ` ${megabytes(receivedBytes)} received` : ''}`
            : ''}
        </p>
      </div>
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** Settings → Your data: "Download my data", a few times an hour. */
export function YourDataCardBody() {
  const { user } = useAuth();
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    if (!user) return;
    setProblem(null);
    setReceivedBytes(0);
    try {
      await downloadMyData(user.id, setReceivedBytes);
    } catch (caught) {
      setProblem(userMessage(caught, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setReceivedBytes(null);
    }
  };

  return <YourDataContent receivedBytes={receivedBytes} problem={problem} onDownload={download} />;
}
