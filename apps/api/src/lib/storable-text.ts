/**
 * A UTF-16 surrogate without its partner. JavaScript strings may hold one (a string cut in the
 * middle of an emoji, a hostile `\ud800` escape); UTF-8 cannot encode it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Whether PostgreSQL can store the text: `text` columns refuse NUL (U+0000), `jsonb` refuses
 * the `\u0000` escape and lone surrogates. Anything else Unicode is storable.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text with NUL and lone surrogates replaced by U+FFFD, the replacement character. */
export function toStorableText(text: string): string {
  if (isStorableText(text)) return text;
  return text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd');
}
