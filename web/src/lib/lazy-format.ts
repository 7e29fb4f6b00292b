/**
 * A date formatter made the first time it is used, not when its module loads: a module's
 * top-level formatter runs inside the app script's evaluation, one long task on a slow phone, and
 * most pages never show the date it writes (docs/performance.md, "Where the blocking time goes").
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | null = null;
  return () => {
    made ??= new Intl.DateTimeFormat(locale, options);
    return made;
  };
}
