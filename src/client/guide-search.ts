/**
 * The guide home's search as you type: titles, subtitles and tags of every article (the rules
 * live in src/lib/career/guide-search.ts), then Pagefind's full-text index of the guide pages
 * for this language, loaded only once someone searches. Without JavaScript a <noscript> style
 * hides the search and the page's full list of articles is the way in.
 */
import { SEARCH_MIN_LENGTH, searchArticles, type SearchableArticle } from "../lib/career/guide-search.ts";
import { track } from "./analytics-client.ts";

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
  const run = async () => {
    const query = input.value;
    const mine = ++generation;
    const found = searchArticles(payload.articles, query, payload.locale);
    list.replaceChildren(...found.map((a) => item(a.href, a.title, a.subtitle)));
    fullList.replaceChildren();
    fullText.hidden = true;
    if ([...query.trim()].length < SEARCH_MIN_LENGTH) {
      status.textContent = payload.messages.hint;
      return;
    }
    status.textContent = found.length
      ? payload.messages.count.replace("{count}", String(found.length))
      : payload.messages.none.replace("{query}", query.trim());
    const engine = await loadPagefind();
    if (!engine || mine !== generation) return;
    const seen = new Set(found.map((a) => new URL(a.href, location.href).pathname));
    const results = await Promise.all((await engine.search(query)).results.slice(0, 8).map((r) => r.data()));
    if (mine !== generation) return;
    const extra = results.filter((r) => !seen.has(new URL(r.url, location.href).pathname.replace(/\/$/, "")));
    fullList.replaceChildren(...extra.map((r) => item(r.url, r.meta.title ?? r.url, textOf(r.excerpt))));
    fullText.hidden = extra.length === 0;
    if (found.length === 0 && extra.length > 0) {
      status.textContent = payload.messages.count.replace("{count}", String(extra.length));
    }
    if (query.trim() !== reported) {
      reported = query.trim();
      track("search", { search_term: reported.slice(0, 100), category: "career_guide" });
    }
  };
  let timer: number | undefined;
  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(), 120);
  });
}
