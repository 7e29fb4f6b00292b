/**
 * Text PostgreSQL cannot store: NUL, which text and jsonb both refuse, and a UTF-16 surrogate
 * without its partner, which jsonb refuses (and text would silently turn into U+FFFD). Every
 * string the API receives is checked once, on the way in, so no service has to guard itself.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** Where text arrived: a JSON body, the query string, the address, or a multipart form. */
export type TextPlace = 'body' | 'query' | 'params' | 'form';

/** A field name plain enough to quote back; anything else could be the hostile text itself. */
const QUOTABLE_FIELD = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

const PLACE_WORDS: Record<TextPlace, (field: string) => string> = {
  body: (field) => `The field "${field}"`,
  query: (field) => `The query parameter "${field}"`,
  params: (field) => `The "${field}" part of the address`,
  form: (field) => `The form field "${field}"`,
};
const UNNAMED_PLACE: Record<TextPlace, string> = {
  body: 'The request body',
  query: 'The query string',
  params: 'The address',
  form: 'The form',
};

/** The 400 sentence for unstorable text, naming the field when it can be named safely. */
export function unstorableTextMessage(place: TextPlace, field: string | undefined): string {
  const subject =
    field !== undefined && QUOTABLE_FIELD.test(field)
      ? PLACE_WORDS[place](field)
      : UNNAMED_PLACE[place];
  return `${subject} contains a character Strix cannot accept (a null character or half of a UTF-16 surrogate pair).`;
}

/**
 * The first unstorable string in a parsed input (a string, or JSON-like objects and arrays of
 * them, keys included). Returns `{ field }`, the top-level key it sits under (undefined for a
 * bare string or a bad top-level key), or undefined when all of it is storable. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack. Binary data (a raw Buffer
 * body) is not text and is skipped; any other object is walked whatever its prototype, since
 * parsed query strings come as objects with a prototype of their own.
 */
export function findUnstorableText(input: unknown): { field: string | undefined } | undefined {
  const stack: { value: unknown; field: string | undefined }[] = [
    { value: input, field: undefined },
  ];
  let top = true;
  while (stack.length > 0) {
    const { value, field } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field };
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, field });
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const key of Object.keys(value)) {
        const keyField = top ? key : field;
        if (!isStorableText(key)) return { field: top ? undefined : field };
        stack.push({ value: (value as Record<string, unknown>)[key], field: keyField });
      }
    }
    top = false;
  }
  return undefined;
}
