/**
 * Registers salary result pages as a templated page (src/server/http/direct-routes.ts): once
 * the server holds a language's template, a result page is the page model filled into it,
 * with no framework render. Imported by the result page route for this side effect.
 */
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import { SITE_URL } from "../../site.ts";
import { canonicalUrl } from "../../lib/seo/alternates.ts";
import { RESULT_PAGE_CACHE, resultPageView, salaryPageModel } from "../../features/salary/result-page-model.ts";
import {
  fillResultPage,
  fillableResultUrl,
  resultTemplatePath,
  RESULT_PAGE_HOLES,
} from "../../features/salary/result-page-template.ts";
import { templateHoles, type PageTemplate } from "../../lib/html/page-template.ts";
import { registerTemplatedPage } from "../http/direct-routes.ts";
import { defaultSalaryEngine } from "./salary-engine.ts";

// A template with a hole this code does not fill is never used (a mismatched build); each
// template is checked once.
const usable = new WeakMap<PageTemplate, boolean>();
function isUsable(template: PageTemplate): boolean {
  let ok = usable.get(template);
  if (ok === undefined) {
    ok = [...templateHoles(template)].every((hole) => RESULT_PAGE_HOLES.has(hole));
    usable.set(template, ok);
  }
  return ok;
}

registerTemplatedPage("salary-result", {
  match(url) {
    const fillable = fillableResultUrl(url.pathname);
    return fillable && { key: fillable.lang, templatePath: resultTemplatePath(fillable.lang) };
  },
  render(url, template) {
    const fillable = fillableResultUrl(url.pathname);
    if (!fillable) return undefined;
    if (!isUsable(template)) return undefined;
    const { lang } = fillable;
    const model = salaryPageModel({
      engine: defaultSalaryEngine(),
      lang,
      segments: { country: fillable.country, position: fillable.slug, experience: fillable.years },
      search: url.search,
      canonicalFor: (rest) => canonicalUrl(SITE_URL, rest, lang, DEFAULT_LANGUAGE),
    });
    // Redirects and error pages are rare; Astro renders them.
    if (model.kind !== "ok") return undefined;
    return {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": RESULT_PAGE_CACHE,
        // Says which path answered, for diagnosis and for the test that compares the two.
        "Server-Timing": 'page;desc="template"',
      },
      body: fillResultPage(template, fillable, resultPageView(model, lang), Buffer.allocUnsafe),
    };
  },
});
