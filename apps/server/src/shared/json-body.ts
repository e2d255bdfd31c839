import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Deeper bodies are refused before parsing: hashing, validating or logging them recurses and would overflow the stack. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

type Flaw = 'too-deep' | 'lone-surrogate' | 'nul' | null;

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
/** The code unit a `\uXXXX` escape at `at` stands for, or NaN when there is none there. */
const escapedUnit = (text: string, at: number) =>
  text.charCodeAt(at) === BACKSLASH && text[at + 1] === 'u'
    ? Number.parseInt(text.slice(at + 2, at + 6), 16)
    : Number.NaN;

/**
 * One pass over a JSON text, without recursion: nesting deeper than `maxDepth`, a `\uXXXX`
 * escape that leaves half a surrogate pair (not Unicode text: QR codes and text encoders throw on
 * it, RFC 7493 forbids it), or `\u0000` (no PostgreSQL text can hold it). Anything else
 * malformed is left to JSON.parse.
 */
export function jsonFlaw(text: string, maxDepth = MAX_JSON_DEPTH): Flaw {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (!inString) {
      if (unit === QUOTE) inString = true;
      else if (OPENERS.has(unit) && ++depth > maxDepth) return 'too-deep';
      else if (CLOSERS.has(unit)) depth--;
    } else if (unit === QUOTE) inString = false;
    else if (unit === BACKSLASH) {
      const escaped = escapedUnit(text, i);
      if (escaped === 0) return 'nul';
      if (isLow(escaped)) return 'lone-surrogate';
      if (isHigh(escaped)) {
        if (!isLow(escapedUnit(text, i + 6))) return 'lone-surrogate';
        i += 6;
      }
      i += 1;
    }
  }
  return null;
}

const REFUSALS: Record<NonNullable<Flaw>, () => AppError> = {
  'too-deep': () => new AppError(400, 'BODY_TOO_DEEP', `The request body nests more than ${MAX_JSON_DEPTH} levels`),
  'lone-surrogate': () => new AppError(400, 'MALFORMED_TEXT', 'The request body holds text that is not valid Unicode'),
  nul: () => new AppError(400, 'MALFORMED_TEXT', 'The request body holds a NUL character'),
};

/**
 * Replaces Fastify's JSON parser with one that first refuses what would hurt later code (too deep,
 * half a surrogate pair, NUL), then parses with Fastify's own parser: same empty-body,
 * malformed-JSON and prototype-poisoning answers, same body limit.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const flaw = jsonFlaw(text);
    if (flaw) done(REFUSALS[flaw](), undefined);
    else parseJson(request, text, done);
  });
}
