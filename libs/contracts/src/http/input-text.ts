// Text a request may carry (docs/engineering.md, "Hostile input"): no string of any operation (a
// path id, a query value, a field of a JSON body, an object key) may hold a control character other
// than tab, line feed and carriage return. NUL cannot be stored at all (the PostgreSQL under FerretDB
// refuses it, which answered 500), and none of the others belongs in a name, an id or a text. The
// services refuse them with 400 `{detail}` before any route runs (service-kit createServiceApp), and
// the OpenAPI document gives every input string this pattern, so the two agree.

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** True when `text` holds a refused control character: C0 except tab, LF and CR, or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/** The JSON Schema `pattern` of a string that holds no refused control character (hasControlCharacter). */
export const NO_CONTROL_CHARACTER_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/**
 * Where in `value` a string (or an object key) holds a control character, as a path below `where`
 * (`body.name`, `query.season`, `body.weights[2]`); undefined when nowhere.
 */
export function controlCharacterAt(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? where : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterAt(item, `${where}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return `${where} (a key)`;
      const found = controlCharacterAt(item, `${where}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
