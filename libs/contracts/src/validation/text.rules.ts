/**
 * C0 and C1 control characters and DEL, except the tab, line feed and carriage return a text area may send. A NUL
 * cannot even be stored by PostgreSQL, and none of these belongs in a name, an address or a note.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Every control character, and the bidirectional embeddings, overrides and isolates that can make text lie. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

export const TEXT_MESSAGES = {
  controlCharacters: 'This field contains characters that are not allowed.',
} as const;

/**
 * The field paths (`notes.0.value`, `''` for the value itself) of every string, and every key, in a request that
 * holds a NUL character. PostgreSQL can store a NUL neither in text nor in JSON, so it is refused for every field
 * of every request, whatever its own schema says. Walked without recursion: nesting depth is the client's choice.
 */
export function pathsWithNulCharacters(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) found.push(next.path);
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) =>
        pending.push({ value: item, path: join(next.path, String(index)) }),
      );
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (key.includes('\u0000')) found.push(join(next.path, key));
        else pending.push({ value: item, path: join(next.path, key) });
      }
    }
  }
  return found;
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Text that goes into an e-mail subject (or any one-line header): control characters (CR/LF included) and
 * bidirectional overrides are removed, and the whitespace left is collapsed, so a name or a category typed by
 * someone else can neither break the header nor display reversed.
 */
export function oneLineSafeText(value: string): string {
  return value.replace(UNSAFE_IN_ONE_LINE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A person's name in any script: letters and combining marks (Devanagari, Malayalam and Arabic vowel signs are
 * marks), the zero-width joiners those scripts need, spaces, dots ("K. Ramesh"), hyphens and apostrophes. It starts
 * with a letter. Controls and direction overrides are none of these, so they stay refused.
 */
// The joiners sit outside the class: inside it they would read as joining their neighbours.
const PERSON_NAME = /^\p{L}(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)*$/u;

export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value);
}

/** What a name may hold, as the forms show it beside the field. */
export const PERSON_NAME_HINT =
  "Letters in any script, spaces, dots (.), hyphens (-) and apostrophes ('); starts with a letter.";

/** Control characters (tab, line feed and carriage return aside) and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** A line the doctor types (a note, a prescription) may be in any script; only these characters are refused. */
export function hasUnsafeTextCharacters(value: string): boolean {
  return UNSAFE_IN_TEXT.test(value);
}
