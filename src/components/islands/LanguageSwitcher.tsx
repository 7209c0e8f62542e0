import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { beginLanguageChange } from "../../client/language-change.ts";
import { languageDefinitions } from "../../lib/i18n/languages.ts";

/**
 * Where each language's link goes: [code, href], and `1` when that language lacks this page
 * and the link goes to the nearest page it has (reported as a navigation to alternatives).
 * Names and flags come from the language table bundled with the island, so the props a page
 * serialises are only what differs between pages.
 */
export type LanguageLink = readonly [code: string, href: string, alternative?: 1];

interface Props {
  readonly current: string;
  readonly links: readonly LanguageLink[];
  readonly labels: { readonly button: string; readonly list: string; readonly scrollHint: string };
}

const definitionOf = new Map(languageDefinitions.map((l) => [l.code, l]));

/** Shown when the list is longer than this many entries. */
const SCROLL_HINT_THRESHOLD = 5;

export default function LanguageSwitcher({ current, links: languageLinks, labels }: Props) {
  const options = languageLinks.flatMap(([code, href, alternative]) => {
    const l = definitionOf.get(code);
    return l
      ? [{ code, href, alternative: alternative === 1, nativeName: l.nativeName, flag: l.flag, rtl: l.rtl }]
      : [];
  });
  const [open, setOpen] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const active = options.find((o) => o.code === current);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLAnchorElement>('[aria-current="true"]')?.focus();
    const close = (event: MouseEvent) => {
      // The opening click itself bubbles here too: only clicks outside the whole switcher close it.
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [open]);

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(all.length - 1);
    else if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className="lang-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${labels.button}: ${active?.nativeName ?? current}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">{active?.flag}</span> {active?.nativeName}
      </button>
      {/* Rendered only while open: pages are served with the button alone, and without scripts
          the header's menu holds the same links. */}
      {open && (
        <div className="lang-switcher-panel">
          <ul
            id={listId}
            ref={listRef}
            aria-label={labels.list}
            className="lang-switcher-list"
            onKeyDown={onKeyDown}
            onScroll={(e) => {
              const el = e.currentTarget;
              setAtEnd(el.scrollTop + el.clientHeight >= el.scrollHeight - 4);
            }}
          >
            {options.map((o) => (
              <li key={o.code}>
                <a
                  href={o.href}
                  hrefLang={o.code}
                  lang={o.code}
                  dir={o.rtl ? "rtl" : "ltr"}
                  aria-current={o.code === current ? "true" : undefined}
                  onClick={(event) => {
                    beginLanguageChange(o.code, o.alternative);
                    // Result pages carry their state in the query string; keep it across the switch.
                    if (location.search) {
                      event.preventDefault();
                      location.assign(o.href + location.search);
                    }
                  }}
                >
                  <span aria-hidden="true">{o.flag}</span> {o.nativeName}
                </a>
              </li>
            ))}
          </ul>
          {options.length > SCROLL_HINT_THRESHOLD && !atEnd ? (
            <p className="lang-switcher-hint" aria-hidden="true">
              {labels.scrollHint} ↓
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
