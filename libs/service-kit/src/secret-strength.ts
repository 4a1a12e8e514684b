// How many bits of entropy a configured secret has, estimated from its shape: production refuses a
// JWT_SECRET under 256 bits (32 × "a" was accepted). A string cannot prove it was drawn at random,
// so only a random encoding (hex, or base64 with upper and lower case letters, using its alphabet
// about as evenly as random bytes do) counts at its capacity (4 or 6 bits a character); anything
// else counts what its character frequencies show (Shannon entropy × length), which puts words,
// "aaaa…" and "abab…" far below their length, and text after a repeated sequence counts nothing.
// `openssl rand -hex 32` and `openssl rand -base64 32` score 256.

const HEX = /^[0-9a-f]+$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+=*$/;

/**
 * Random text of these lengths shows at least this fraction of the character entropy its length and
 * alphabet allow (64 random hex characters about 3.7 of 4 bits, 43 base64 ones about 5.0 of 5.4); at
 * 0.8 one random base64 secret in about 20,000 scored under 256, at 0.75 none of 100,000 each of hex,
 * base64 and base64url 32-byte secrets did.
 */
const RANDOM_EVENNESS = 0.75;

/** The least entropy production accepts in a secret it signs with. */
export const MIN_SECRET_ENTROPY_BITS = 256;

/** Estimated entropy of `secret` in bits (see above). */
export function secretEntropyBits(secret: string): number {
  const body = BASE64.test(secret) ? secret.replace(/=+$/, '') : secret;
  if (body.length === 0) return 0;
  const digits = /[0-9]/.test(body);
  const encoding = HEX.test(body) && digits && /[a-f]/i.test(body) ? 4 : BASE64.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body) ? 6 : 0;
  const counts = new Map<string, number>();
  for (const character of body) counts.set(character, (counts.get(character) ?? 0) + 1);
  let shannon = 0;
  for (const count of counts.values()) {
    const p = count / body.length;
    shannon -= p * Math.log2(p);
  }
  const most = Math.min(encoding, Math.log2(body.length));
  const random = encoding > 0 && shannon >= most * RANDOM_EVENNESS;
  // What repeats a sequence already seen adds nothing ("0123456789abcdef" four times is 16 characters).
  return Math.floor(freshLength(body) * (random ? encoding : shannon));
}

/** Length of `text` before the first repeat of a REPEAT_SPAN-character sequence (random text has none). */
function freshLength(text: string): number {
  const seen = new Set<string>();
  for (let i = 0; i + REPEAT_SPAN <= text.length; i += 1) {
    const span = text.slice(i, i + REPEAT_SPAN);
    if (seen.has(span)) return i;
    seen.add(span);
  }
  return text.length;
}

/** A sequence this long occurring twice in 64 random hex characters has a chance of about 1 in 2 million. */
const REPEAT_SPAN = 8;
