export interface HasCode {
  readonly code: string;
}

/**
 * A language is offered only when it has both a definition and a message file.
 * Message files without a definition (bg, el, he, ro, th, uk) stay hidden.
 * Definition order (speakers, descending) is kept.
 */
export function offeredLanguages<T extends HasCode>(definitions: readonly T[], messageCodes: Iterable<string>): T[] {
  const available = new Set(messageCodes);
  return definitions.filter((d) => available.has(d.code));
}
