import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  CURRENCY_SYMBOLS,
  type PreferenceValues,
  THEMES,
} from '../../../../contract/preference-texts.ts';
import { userMessage } from '../../api/client.ts';
import { savePreferences } from '../../api/preferences.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { devicePreferences } from '../../lib/device-preferences.ts';
import { readAmount } from '../../lib/money.ts';
import { ODDS_FORMAT_LABELS, ODDS_FORMATS } from '../../lib/odds-format.ts';
import {
  type ChosenPreferencesChange,
  setPreferences,
  useChosenPreferences,
} from '../../lib/preferences-store.ts';

const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  dark: 'Dark',
  light: 'Light',
  system: "Your device's setting",
};

/**
 * The zones this browser knows, for the time zone list (none where it cannot say: Automatic and
 * a zone already chosen stay).
 */
function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/**
 * Saves a change: on the account first when signed in (so a refusal is shown and nothing
 * changes), then on this device.
 */
function useSave() {
  const { user } = useAuth();
  return async (
    changes: ChosenPreferencesChange,
    saved = 'Preferences saved',
  ): Promise<boolean> => {
    try {
      if (user) await savePreferences(user.id, changes);
      setPreferences(changes, { savedOnAccount: Boolean(user) });
      toast({ title: saved, variant: 'success' });
      return true;
    } catch (caught) {
      toast({
        title: 'Not saved',
        description: userMessage(caught, 'The preference could not be saved. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
}

/** One select whose first choice is 'Automatic' (the device's default, named). */
function ChoiceField<K extends keyof PreferenceValues>({
  field,
  label,
  hint,
  options,
}: {
  field: K;
  label: string;
  hint: string;
  options: { value: string; label: string }[];
}) {
  const chosen = useChosenPreferences();
  const save = useSave();
  const id = useId();
  const device = devicePreferences()[field];
  const automatic = options.find((o) => o.value === device)?.label ?? String(device ?? '');
  const value = (chosen[field] as string | undefined) ?? '';
  // A zone saved elsewhere that this browser does not list is still shown as chosen.
  const listed =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => {
          const value = event.target.value || null;
          void save({ [field]: value } as ChosenPreferencesChange);
        }}
      >
        <option value="">Automatic ({automatic})</option>
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** Bankroll and unit size, saved together so the unit is checked against the bankroll. */
function StakesForm() {
  const chosen = useChosenPreferences();
  const save = useSave();
  const bankrollId = useId();
  const unitId = useId();
  const [bankroll, setBankroll] = useState(chosen.bankroll ? String(chosen.bankroll) : '');
  const [unit, setUnit] = useState(chosen.unitSize ? String(chosen.unitSize) : '');
  const [problem, setProblem] = useState<{ field: 'bankroll' | 'unit'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const readBankroll = readAmount(bankroll, 'bankroll');
    if ('problem' in readBankroll)
      return setProblem({ field: 'bankroll', text: readBankroll.problem });
    const readUnit = readAmount(unit, 'unit size');
    if ('problem' in readUnit) return setProblem({ field: 'unit', text: readUnit.problem });
    if (
      readBankroll.amount !== null &&
      readUnit.amount !== null &&
      readUnit.amount > readBankroll.amount
    ) {
      return setProblem({
        field: 'unit',
        text: 'The unit size cannot be larger than the bankroll.',
      });
    }
    setProblem(null);
    await save({ bankroll: readBankroll.amount, unitSize: readUnit.amount }, 'Stakes saved');
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={bankrollId}
        label="Bankroll"
        inputMode="decimal"
        autoComplete="off"
        value={bankroll}
        onChange={(event) => setBankroll(event.target.value)}
        hint="Suggested stakes are shown in money from it. Empty: as a share of bankroll."
        error={problem?.field === 'bankroll' ? problem.text : undefined}
      />
      <FormField
        id={unitId}
        label="Unit size"
        inputMode="decimal"
        autoComplete="off"
        value={unit}
        onChange={(event) => setUnit(event.target.value)}
        hint="One unit of stake, to show stakes in units as well."
        error={problem?.field === 'unit' ? problem.text : undefined}
      />
      <Button type="submit" className="justify-self-start sm:col-span-2">
        Save stakes
      </Button>
    </form>
  );
}

/**
 * How odds, money, times and the page look, saved on the account (and on this device, so the
 * first paint is already right). Each choice saves as it is made.
 */
export function PreferencesCardBody() {
  const zones = useMemo(
    () => knownTimeZones().map((z) => ({ value: z, label: z.replaceAll('_', ' ') })),
    [],
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          field="oddsFormat"
          label="Odds format"
          hint="For every odds table, price you type and alert mail. Fractional prices are the bookmakers' nearest fraction; the decimal price is exact."
          options={ODDS_FORMATS.map((value) => ({ value, label: ODDS_FORMAT_LABELS[value] }))}
        />
        <ChoiceField
          field="currency"
          label="Currency"
          hint="The symbol stakes are shown with. Strix converts nothing."
          options={CURRENCY_SYMBOLS.map((value) => ({ value, label: value }))}
        />
        <ChoiceField
          field="timeZone"
          label="Time zone"
          hint="Kick-offs, prices' times and dates are shown in it."
          options={zones}
        />
        <ChoiceField
          field="theme"
          label="Theme"
          hint="Light or dark pages, or whichever your device is set to."
          options={THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
        />
      </div>
      <StakesForm />
    </>
  );
}
