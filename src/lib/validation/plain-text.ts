/**
 * Text that every store can keep and every page can show as typed: well-formed UTF-16 (no
 * lone surrogates, which PostgreSQL rejects), no control characters (NUL among them, which
 * PostgreSQL also rejects) and no bidirectional controls (which reorder what follows).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The same, but line breaks and tabs are part of what a person writes in a message. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function isPlainText(value: string): boolean {
  return value.isWellFormed() && !UNSAFE.test(value);
}

/** Plain text that may span lines; give it with "\n" line ends (see normalizeLineEnds). */
export function isPlainMultilineText(value: string): boolean {
  return value.isWellFormed() && !UNSAFE_MULTILINE.test(value);
}

/** Browsers submit a textarea's line ends as CRLF; one "\n" each is what is counted and kept. */
export function normalizeLineEnds(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}
