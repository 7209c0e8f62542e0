/**
 * The guide home's search as you type: titles, subtitles and tags of every article (the rules
 * live in src/lib/career/guide-search.ts), then Pagefind's full-text index of the guide pages
 * for this language, loaded only once someone searches. Without JavaScript a <noscript> style
 * hides the search and the page's full list of articles is the way in.
 */
import {
  searchArticles,
  searchStatus,
  type FullTextState,
  type SearchableArticle,
} from "../lib/career/guide-search.ts";
import { track } from "./analytics-client.ts";
import { fillPlaceholders } from "../lib/i18n/browser-placeholders.ts";

interface Payload {
  readonly articles: (SearchableArticle & { readonly href: string })[];
  readonly locale: string;
  readonly messages: { hint: string; none: string; count: string; fullText: string };
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}
interface Pagefind {
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

let pagefind: Promise<Pagefind | null> | undefined;
function loadPagefind(): Promise<Pagefind | null> {
  // A path the bundler must not resolve: the index is written after the site is built.
  const url = "/pagefind/pagefind.js";
  pagefind ??= import(/* @vite-ignore */ url).then(
    (m: Pagefind) => m,
    () => null,
  );
  return pagefind;
}

function item(href: string, title: string, detail: string): HTMLLIElement {
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = href;
  a.textContent = title;
  const p = document.createElement("p");
  p.textContent = detail;
  li.append(a, p);
  return li;
}

/** Pagefind's excerpt marks matches with <mark>; only its text is used. */
const textOf = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

export function wireGuideSearch(): void {
  const root = document.querySelector<HTMLElement>("[data-guide-search]");
  const data = root?.querySelector("[data-guide-articles]")?.textContent;
  if (!root || !data) return;
  const payload = JSON.parse(data) as Payload;
  const input = root.querySelector<HTMLInputElement>("input[type=search]")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  const list = root.querySelector<HTMLUListElement>("[data-search-results]")!;
  const fullText = root.querySelector<HTMLElement>("[data-fulltext]")!;
  const fullList = root.querySelector<HTMLUListElement>("[data-fulltext-results]")!;
  root.querySelector("form")?.addEventListener("submit", (e) => e.preventDefault());

  let generation = 0;
  let reported = "";
  const say = (query: string, quickCount: number, fullTextState: FullTextState) => {
    const next = searchStatus(query, quickCount, fullTextState);
    root.toggleAttribute("aria-busy", next.kind === "pending");
    // While the index loads the line stays empty rather than claiming there is nothing.
    status.textContent =
      next.kind === "hint"
        ? payload.messages.hint
        : next.kind === "none"
          ? fillPlaceholders(payload.messages.none, { query: query.trim() })
          : next.kind === "count"
            ? fillPlaceholders(payload.messages.count, { count: next.count })
            : "";
  };
  const run = async () => {
    const query = input.value;
    const mine = ++generation;
    const found = searchArticles(payload.articles, query, payload.locale);
    list.replaceChildren(...found.map((a) => item(a.href, a.title, a.subtitle)));
    fullList.replaceChildren();
    fullText.hidden = true;
    say(query, found.length, "pending");
    if (searchStatus(query, found.length, "pending").kind === "hint") return;
    const engine = await loadPagefind();
    if (mine !== generation) return;
    if (!engine) return say(query, found.length, "failed");
    const seen = new Set(found.map((a) => new URL(a.href, location.href).pathname));
    let results: Awaited<ReturnType<PagefindResult["data"]>>[];
    try {
      results = await Promise.all((await engine.search(query)).results.slice(0, 8).map((r) => r.data()));
    } catch {
      if (mine === generation) say(query, found.length, "failed");
      return;
    }
    if (mine !== generation) return;
    const extra = results.filter((r) => !seen.has(new URL(r.url, location.href).pathname.replace(/\/$/, "")));
    fullList.replaceChildren(...extra.map((r) => item(r.url, r.meta.title ?? r.url, textOf(r.excerpt))));
    fullText.hidden = extra.length === 0;
    say(query, found.length, extra.length);
    if (query.trim() !== reported) {
      reported = query.trim();
      track("search", { search_term: reported.slice(0, 100), category: "career_guide" });
    }
  };
  // Fetching the index as soon as someone heads for the box saves most of the wait after typing.
  input.addEventListener("focus", () => void loadPagefind(), { once: true });
  let timer: number | undefined;
  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(), 120);
  });
}
