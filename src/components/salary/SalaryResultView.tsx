/**
 * The salary result, as plain React markup: rendered to HTML on the server for every result
 * page (no hydration), and rendered in the browser only when Try Again recovers a failed load.
 */
import { useStore } from "@nanostores/react";
import { growthChart } from "../../lib/salary-page/growth-chart.ts";
import { $displayCurrency } from "../../stores/display-currency.ts";
import { moneyFormat, numberFormat } from "../../lib/format/number-format.ts";

import type { ResultData, ResultLabels } from "../../features/salary/result-view-types.ts";

export type { ResultData, ResultLabels };

interface Props {
  readonly data: ResultData;
  readonly locale: string;
  readonly labels: ResultLabels;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function moneyFormatters(locale: string, currency: string) {
  return { local: moneyFormat(locale, currency), usd: moneyFormat(locale, "USD") };
}

/** Both currencies are rendered; the page's switch shows one without a reload. */
function Money({ value, perUsd, fmt }: { value: number; perUsd: number; fmt: ReturnType<typeof moneyFormatters> }) {
  return (
    <span className="money">
      <span className="in-local">{fmt.local.format(value)}</span>
      <span className="in-usd">{fmt.usd.format(value / perUsd)}</span>
    </span>
  );
}

export default function SalaryResultView({ data, locale, labels }: Props) {
  const fmt = moneyFormatters(locale, data.currency);
  const perUsd = data.exchangeRate.perUsd;
  const percent = numberFormat(locale, "percent", { style: "percent", maximumFractionDigits: 1 });
  const number = numberFormat(locale, "number", {});
  const chart = growthChart(data.series, data.query.experience);
  const compact = numberFormat(locale, "compact", { notation: "compact", maximumFractionDigits: 1 });
  const a = data.annual;
  const span = Math.max(1, a.max - a.min);
  const at = (v: number) => `${(((v - a.min) / span) * 100).toFixed(1)}%`;
  const isUsd = data.currency === "USD";
  // The visitor's choice from the shared store; on the server it is always the local currency.
  const currencyView = useStore($displayCurrency);

  return (
    <div className="salary-result" data-currency-view={isUsd ? "local" : currencyView}>
      <p className="occupation-line">
        {fill(labels.showingResultsFor, { occupation: data.occupation.title })}{" "}
        <span className={`confidence confidence-${data.confidence}`}>
          {labels.confidence}: {labels.confidenceLevels[data.confidence]}
        </span>
      </p>

      {isUsd ? null : (
        <div className="currency-switch" role="group" aria-label={labels.showInUsd}>
          <button type="button" data-show-currency="local" aria-pressed={currencyView === "local"}>
            {fill(labels.showInLocal, { currency: data.currency })}
          </button>
          <button type="button" data-show-currency="usd" aria-pressed={currencyView === "usd"}>
            {labels.showInUsd}
          </button>
        </div>
      )}

      <dl className="figures">
        {(
          [
            ["min", labels.min, a.min, data.monthly.min],
            ["average", labels.average, a.average, data.monthly.average],
            ["max", labels.max, a.max, data.monthly.max],
          ] as const
        ).map(([key, label, yearly, monthly]) => (
          <div key={key} className={`figure figure-${key}`}>
            <dt>{label}</dt>
            <dd>
              <span className="figure-annual" data-figure={key}>
                <Money value={yearly} perUsd={perUsd} fmt={fmt} /> <small>{labels.perYear}</small>
              </span>
              <span className="figure-monthly">
                <Money value={monthly} perUsd={perUsd} fmt={fmt} /> <small>{labels.perMonth}</small>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="figure-kinds">
        {labels.annual} · {labels.monthly}
      </p>

      <section className="band-section" aria-labelledby="band-title">
        <h2 id="band-title">{labels.distributionTitle}</h2>
        <div className="band" aria-hidden="true">
          <div
            className="band-iqr"
            style={{ insetInlineStart: at(a.p25), inlineSize: `calc(${at(a.p75)} - ${at(a.p25)})` }}
          />
          <div className="band-median" style={{ insetInlineStart: at(a.median) }} />
        </div>
        <table className="band-table">
          <tbody>
            {(
              [
                [labels.p10, a.min],
                [labels.p25, a.p25],
                [labels.median, a.median],
                [labels.p75, a.p75],
                [labels.p90, a.max],
              ] as const
            ).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <Money value={value} perUsd={perUsd} fmt={fmt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="growth-section" aria-labelledby="growth-title">
        <h2 id="growth-title">{labels.projectionTitle}</h2>
        <p className="growth-rate">
          <strong>{labels.growthRate}:</strong>{" "}
          {fill(labels.growthRateValue, { rate: percent.format(data.growthRate / 100) })}
        </p>
        <figure className="growth-chart">
          <svg
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            role="img"
            aria-labelledby="growth-title"
            aria-describedby="growth-table-caption"
            style={{ direction: "ltr" }}
          >
            {chart.yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1="64" x2={chart.width - 12} y1={tick.y} y2={tick.y} className="grid" />
                <text x="58" y={tick.y + 4} textAnchor="end" className="tick">
                  {compact.format(tick.value)}
                </text>
              </g>
            ))}
            {chart.xTicks.map((tick) => (
              <text key={tick.value} x={tick.x} y={chart.height - 8} textAnchor="middle" className="tick">
                {number.format(tick.value)}
              </text>
            ))}
            <path d={chart.bandPath} className="band-area" />
            <path d={chart.medianPath} className="median-line" />
            {chart.marker ? <circle cx={chart.marker.x} cy={chart.marker.y} r="6" className="marker" /> : null}
          </svg>
        </figure>
        <details className="growth-table">
          <summary id="growth-table-caption">{labels.projectionCaption}</summary>
          <table>
            <caption className="visually-hidden">{labels.projectionCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.yearsColumn}</th>
                <th scope="col">{labels.min}</th>
                <th scope="col">{labels.median}</th>
                <th scope="col">{labels.max}</th>
              </tr>
            </thead>
            <tbody>
              {data.series
                .filter((p) => p.experience % 5 === 0 || p.experience === data.query.experience)
                .map((p) => (
                  <tr key={p.experience} aria-current={p.experience === data.query.experience ? "true" : undefined}>
                    <th scope="row">{number.format(p.experience)}</th>
                    <td>
                      <Money value={p.min} perUsd={perUsd} fmt={fmt} />
                    </td>
                    <td>
                      <Money value={p.median} perUsd={perUsd} fmt={fmt} />
                    </td>
                    <td>
                      <Money value={p.max} perUsd={perUsd} fmt={fmt} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="factors-title">
        <h2 id="factors-title">{labels.factorsTitle}</h2>
        <ul className="factors">
          {labels.factors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
        <p className="disclaimer">{labels.disclaimer}</p>
      </section>

      <section aria-labelledby="sources-title" className="sources">
        <h2 id="sources-title">{labels.dataSources}</h2>
        <p>{labels.sourcesIntro}</p>
        <ul>
          {data.sources.map((s) => (
            <li key={s.name}>
              <a href={s.url} rel="noopener">
                {s.name}
              </a>{" "}
              (<bdi>{s.year}</bdi>)
            </li>
          ))}
        </ul>
        <p className="basis-note">
          {fill(labels.basisNote, {
            referenceYear: String(data.basis.referenceYear),
            basis: labels.basisKinds[data.basis.level],
            year: String(data.basis.levelYear),
          })}
        </p>
        {isUsd ? null : (
          <p className="fx-note">
            {fill(data.exchangeRate.kind === "market" ? labels.marketRateNote : labels.exchangeRateNote, {
              rate: numberFormat(locale, "rate", { maximumSignificantDigits: 6 }).format(perUsd),
              currency: data.currency,
              year: String(data.exchangeRate.year),
            })}
          </p>
        )}
        <p>
          <a href={labels.dataSourcesHref}>{labels.dataSourcesLink}</a>
        </p>
      </section>
    </div>
  );
}
