import { Download, LoaderCircle, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { downloadBetsCsv, useImportBets } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';

/** What an import did, in a sentence. */
export function importedText(imported: number, attached: number): string {
  const bets = `${imported} bet${imported === 1 ? '' : 's'} imported`;
  return attached > 0
    ? `${bets}; ${attached} matched to Strix matches and graded by Strix.`
    : `${bets}.`;
}

/**
 * Export as a CSV file, and import one in the same format. An import is all or nothing: when
 * the server refuses a file its sentence (which names the line) is shown until the next try.
 */
export function CsvTools({ userId, canExport }: { userId: string; canExport: boolean }) {
  const importBets = useImportBets(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBetsCsv(userId);
    } catch (caught) {
      toast({
        title: 'Could not export your bets',
        description: userMessage(caught, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    try {
      const result = await importBets.mutateAsync(await file.text());
      toast({ title: importedText(result.imported, result.attached), variant: 'success' });
    } catch (caught) {
      setProblem(userMessage(caught, 'The file could not be imported. Please try again.'));
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {canExport ? (
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
            {exporting ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Export CSV
          </Button>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file of bets to import"
          onChange={importFile}
          data-testid="bets-import-input"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={importBets.isPending}
        >
          {importBets.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          Import CSV
        </Button>
      </div>
      {problem ? (
        <Alert variant="destructive" data-testid="bets-import-error">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
