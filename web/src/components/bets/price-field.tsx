import type { OddsFormat } from '../../lib/odds-format.ts';
import { PRICE_EXAMPLES, priceLabel } from '../../lib/price-entry.ts';
import { cn } from '../../lib/utils.ts';
import { OddsFormatToggle } from '../prediction/odds-format-toggle.tsx';
import { FormField } from '../ui/form-field.tsx';

/**
 * A price typed in the person's odds format (the one the odds tables use, switchable here):
 * labelled with it, with an example in it. American odds need their sign and fractional odds
 * their slash, which a numeric keyboard lacks, so only decimal asks for one.
 */
export function PriceField({
  id,
  format,
  value,
  onChange,
  className,
}: {
  className?: string;
  id: string;
  format: OddsFormat;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <FormField
        id={id}
        label={priceLabel(format)}
        inputMode={format === 'decimal' ? 'decimal' : 'text'}
        autoComplete="off"
        placeholder={PRICE_EXAMPLES[format]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <OddsFormatToggle className="justify-self-start flex-wrap" />
    </div>
  );
}
