/**
 * The salary result as HTML, one copy of its markup for both places it is shown: the result
 * page Astro renders (static, no hydration) and the retry island, which shows the same view in
 * the browser when Try Again recovers a failed load. A function of the data rather than an
 * Astro component because the island runs it too; every value is escaped here.
 */
import { growthChart } from "./growth-chart.ts";
import { moneyFormat, numberFormat } from "../../lib/format/number-format.ts";
import { escapeHtml as e } from "../../lib/html/escape-html.ts";
import { fillPlaceholders } from "../../lib/i18n/browser-placeholders.ts";
import type { ResultData, ResultLabels } from "./result-view-types.ts";

export type CurrencyView = "local" | "usd";

export function resultViewHtml(
  data: ResultData,
  locale: string,
  labels: ResultLabels,
  currencyView: CurrencyView = "local",
): string {
  const local = moneyFormat(locale, data.currency);
  const usd = moneyFormat(locale, "USD");
  const perUsd = data.exchangeRate.perUsd;
  // Both currencies are written; the page's switch shows one without a reload.
  const money = (value: number) =>
    `<span class="money"><span class="in-local">${e(local.format(value))}</span><span class="in-usd">${e(usd.format(value / perUsd))}</span></span>`;
  const percent = numberFormat(locale, "percent", { style: "percent", maximumFractionDigits: 1 });
  const number = numberFormat(locale, "number", {});
  const compact = numberFormat(locale, "compact", { notation: "compact", maximumFractionDigits: 1 });
  const chart = growthChart(data.series, data.query.experience);
  const a = data.annual;
  const span = Math.max(1, a.max - a.min);
  const at = (v: number) => `${(((v - a.min) / span) * 100).toFixed(1)}%`;
  const isUsd = data.currency === "USD";
  const view = isUsd ? "local" : currencyView;
  const out: string[] = [];

  out.push(
    `<div class="salary-result" data-currency-view="${view}"><p class="occupation-line">${e(fillPlaceholders(labels.showingResultsFor, { occupation: data.occupation.title }))} <span class="confidence confidence-${e(data.confidence)}">${e(labels.confidence)}: ${e(labels.confidenceLevels[data.confidence])}</span></p>`,
  );
  if (!isUsd) {
    out.push(
      `<div class="currency-switch" role="group" aria-label="${e(labels.showInUsd)}"><button type="button" data-show-currency="local" aria-pressed="${view === "local"}">${e(fillPlaceholders(labels.showInLocal, { currency: data.currency }))}</button><button type="button" data-show-currency="usd" aria-pressed="${view === "usd"}">${e(labels.showInUsd)}</button></div>`,
    );
  }

  out.push(`<dl class="figures">`);
  for (const [key, label, yearly, monthly] of [
    ["min", labels.min, a.min, data.monthly.min],
    ["average", labels.average, a.average, data.monthly.average],
    ["max", labels.max, a.max, data.monthly.max],
  ] as const) {
    out.push(
      `<div class="figure figure-${key}"><dt>${e(label)}</dt><dd><span class="figure-annual" data-figure="${key}">${money(yearly)} <small>${e(labels.perYear)}</small></span><span class="figure-monthly">${money(monthly)} <small>${e(labels.perMonth)}</small></span></dd></div>`,
    );
  }
  out.push(`</dl><p class="figure-kinds">${e(labels.annual)} · ${e(labels.monthly)}</p>`);

  out.push(
    `<section class="band-section" aria-labelledby="band-title"><h2 id="band-title">${e(labels.distributionTitle)}</h2><div class="band" aria-hidden="true"><div class="band-iqr" style="inset-inline-start:${at(a.p25)};inline-size:calc(${at(a.p75)} - ${at(a.p25)})"></div><div class="band-median" style="inset-inline-start:${at(a.median)}"></div></div><table class="band-table"><tbody>`,
  );
  for (const [label, value] of [
    [labels.p10, a.min],
    [labels.p25, a.p25],
    [labels.median, a.median],
    [labels.p75, a.p75],
    [labels.p90, a.max],
  ] as const) {
    out.push(`<tr><th scope="row">${e(label)}</th><td>${money(value)}</td></tr>`);
  }
  out.push(`</tbody></table></section>`);

  out.push(
    `<section class="growth-section" aria-labelledby="growth-title"><h2 id="growth-title">${e(labels.projectionTitle)}</h2><p class="growth-rate"><strong>${e(labels.growthRate)}:</strong> ${e(fillPlaceholders(labels.growthRateValue, { rate: percent.format(data.growthRate / 100) }))}</p><figure class="growth-chart"><svg viewBox="0 0 ${chart.width} ${chart.height}" role="img" aria-labelledby="growth-title" aria-describedby="growth-table-caption" style="direction:ltr">`,
  );
  for (const tick of chart.yTicks) {
    out.push(
      `<g><line x1="64" x2="${chart.width - 12}" y1="${tick.y}" y2="${tick.y}" class="grid"></line><text x="58" y="${tick.y + 4}" text-anchor="end" class="tick">${e(compact.format(tick.value))}</text></g>`,
    );
  }
  for (const tick of chart.xTicks) {
    out.push(
      `<text x="${tick.x}" y="${chart.height - 8}" text-anchor="middle" class="tick">${e(number.format(tick.value))}</text>`,
    );
  }
  out.push(
    `<path d="${chart.bandPath}" class="band-area"></path><path d="${chart.medianPath}" class="median-line"></path>`,
  );
  if (chart.marker) out.push(`<circle cx="${chart.marker.x}" cy="${chart.marker.y}" r="6" class="marker"></circle>`);
  out.push(
    `</svg></figure><details class="growth-table"><summary id="growth-table-caption">${e(labels.projectionCaption)}</summary><div class="table-scroll" role="region" tabindex="0" aria-labelledby="growth-table-caption"><table><caption class="visually-hidden">${e(labels.projectionCaption)}</caption><thead><tr><th scope="col">${e(labels.yearsColumn)}</th><th scope="col">${e(labels.min)}</th><th scope="col">${e(labels.median)}</th><th scope="col">${e(labels.max)}</th></tr></thead><tbody>`,
  );
  for (const p of data.series) {
    const current = p.experience === data.query.experience;
    if (p.experience % 5 !== 0 && !current) continue;
    out.push(
      `<tr${current ? ' aria-current="true"' : ""}><th scope="row">${e(number.format(p.experience))}</th><td>${money(p.min)}</td><td>${money(p.median)}</td><td>${money(p.max)}</td></tr>`,
    );
  }
  out.push(`</tbody></table></div></details></section>`);

  out.push(
    `<section aria-labelledby="factors-title"><h2 id="factors-title">${e(labels.factorsTitle)}</h2><ul class="factors">${labels.factors.map((f) => `<li>${e(f)}</li>`).join("")}</ul><p class="disclaimer">${e(labels.disclaimer)}</p></section>`,
  );

  out.push(
    `<section aria-labelledby="sources-title" class="sources"><h2 id="sources-title">${e(labels.dataSources)}</h2><p>${e(labels.sourcesIntro)}</p><ul>${data.sources.map((s) => `<li><a href="${e(s.url)}" rel="noopener">${e(s.name)}</a> (<bdi>${e(String(s.year))}</bdi>)</li>`).join("")}</ul><p class="basis-note">${e(
      fillPlaceholders(labels.basisNote, {
        referenceYear: String(data.basis.referenceYear),
        basis: labels.basisKinds[data.basis.level],
        year: String(data.basis.levelYear),
      }),
    )}</p>`,
  );
  if (!isUsd) {
    out.push(
      `<p class="fx-note">${e(
        fillPlaceholders(data.exchangeRate.kind === "market" ? labels.marketRateNote : labels.exchangeRateNote, {
          rate: numberFormat(locale, "rate", { maximumSignificantDigits: 6 }).format(perUsd),
          currency: data.currency,
          year: ratePeriod(locale, data.exchangeRate),
        }),
      )}</p>`,
    );
  }
  out.push(`<p><a href="${e(labels.dataSourcesHref)}">${e(labels.dataSourcesLink)}</a></p></section></div>`);
  return out.join("");
}

// The period is the same for nearly every country (one market-rate window), and ICU's range
// formatting is slow: each locale's text for a window is worked out once.
const ratePeriods = new Map<string, string>();

/** The months the exchange rate averages, as the page's locale writes a month range ("Jan – Sep 2026"). */
function ratePeriod(locale: string, rate: { from: string; to: string; year: number }): string {
  const from = new Date(`${rate.from}T12:00:00Z`);
  const to = new Date(`${rate.to}T12:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return String(rate.year);
  const key = `${locale}|${rate.from}|${rate.to}`;
  let text = ratePeriods.get(key);
  if (text === undefined) {
    text = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).formatRange(from, to);
    ratePeriods.set(key, text);
  }
  return text;
}
