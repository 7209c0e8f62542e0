/**
 * Text that every store can keep and every page can show as typed: well-formed UTF-16 (no
 * lone surrogates, which PostgreSQL rejects), no control characters (NUL among them, which
 * PostgreSQL also rejects) and no bidirectional controls (which reorder what follows).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function isPlainText(value: string): boolean {
  return value.isWellFormed() && !UNSAFE.test(value);
}
