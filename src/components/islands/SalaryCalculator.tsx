import { useEffect, useId, useMemo, useRef, useState } from "react";
import Combobox from "./Combobox.tsx";
import {
  checkCalculatorInput,
  regionOfLocale,
  type CalculatorErrorKey,
  type CalculatorErrors,
} from "../../lib/salary/calculator-input.ts";
import { resultPath } from "../../lib/salary/result-url.ts";
import { POSITION_MAX_INPUT, positionLength } from "../../lib/salary/position.ts";
import { POSITION_MAX_LENGTH } from "../../lib/salary/errors.ts";
import { track } from "../../client/analytics-client.ts";
import { fillPlaceholders } from "../../lib/i18n/browser-placeholders.ts";
import { filterCountries } from "../../lib/salary/country-filter.ts";

export interface CalculatorCountry {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
}

export interface CalculatorLabels {
  readonly positionLabel: string;
  readonly positionPlaceholder: string;
  readonly characterCount: string;
  readonly countryLabel: string;
  readonly countryPlaceholder: string;
  readonly noCountries: string;
  readonly showCountries: string;
  readonly experienceLabel: string;
  readonly submit: string;
  readonly suggestions: string;
  readonly noSuggestions: string;
  /** Said when suggestions cannot be fetched; the typed title still works. */
  readonly suggestionsFailed: string;
}

interface Props {
  readonly lang: string;
  /** Where the plain GET form goes without JavaScript (/{lang}/salary-search). */
  readonly action: string;
  /** "" for English, "/{lang}" otherwise. */
  readonly prefix: string;
  readonly countries: readonly CalculatorCountry[];
  readonly defaultCountry: string;
  readonly experienceOptions: readonly { readonly value: number; readonly label: string }[];
  readonly labels: CalculatorLabels;
  readonly errorMessages: Readonly<Record<CalculatorErrorKey, string>>;
  readonly initial?: {
    readonly position: string;
    readonly country: string;
    readonly experience: string;
    readonly errors: CalculatorErrors;
  };
}

interface Suggestion {
  readonly title: string;
  readonly code: string;
  readonly occupation: string;
}

const DEBOUNCE_MS = 180;

function usePositionSuggestions(
  query: string,
  lang: string,
  enabled: boolean,
): { readonly items: readonly Suggestion[]; readonly failed: boolean } {
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const q = query.trim();
    if (!enabled || [...q].length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const url = `/api/v1/positions?q=${encodeURIComponent(q)}&lang=${encodeURIComponent(lang)}&limit=8`;
      fetch(url, { signal: controller.signal })
        .then((r) => {
          if (!r.ok) throw new Error(String(r.status));
          return r.json() as Promise<{ suggestions: Suggestion[] }>;
        })
        .then((body) => {
          setItems(body.suggestions);
          setFailed(false);
        })
        .catch(() => {
          // Offline or a server error: say so; the typed title can still be submitted.
          if (controller.signal.aborted) return;
          setItems([]);
          setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang, enabled]);
  return { items, failed };
}

export default function SalaryCalculator(props: Props) {
  const { labels, errorMessages, countries } = props;
  const ids = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [position, setPosition] = useState(props.initial?.position ?? "");
  const [country, setCountry] = useState(props.initial?.country || props.defaultCountry);
  const [experience, setExperience] = useState(props.initial?.experience ?? "0");
  const [errors, setErrors] = useState<CalculatorErrors>(props.initial?.errors ?? {});
  const [positionOpen, setPositionOpen] = useState(false);
  /** The country filter while the list is open; null while it is closed and the box shows the selection. */
  const [countryQuery, setCountryQuery] = useState<string | null>(null);
  const positionRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const { items: suggestions, failed: suggestionsFailed } = usePositionSuggestions(
    position,
    props.lang,
    enhanced && positionOpen,
  );

  useEffect(() => {
    setEnhanced(true);
    if (props.initial?.country) return;
    const known = new Set(countries.map((c) => c.code));
    // Only a browser locale in the page's language says where the visitor is (pt-PT on /pt/ → PT).
    const fromBrowser = navigator.languages
      .filter((tag) => tag.toLowerCase().split(/[-_]/)[0] === props.lang)
      .map(regionOfLocale)
      .find((r) => r !== null && known.has(r));
    if (fromBrowser) setCountry(fromBrowser);
  }, [countries, props.initial?.country, props.lang]);

  const selectedCountry = countries.find((c) => c.code === country);
  // Every country while the list is closed: ArrowDown in a box that shows the selection opens the whole list.
  const filteredCountries = useMemo(
    () => filterCountries(countries, countryQuery ?? "", props.lang),
    [countries, countryQuery, props.lang],
  );

  const message = (key?: CalculatorErrorKey) => (key ? errorMessages[key] : "");
  const positionListId = `${ids}-positions`;
  const countryListId = `${ids}-countries`;
  const positionCount = positionLength(position);

  const clearError = (field: keyof CalculatorErrors) => setErrors(({ [field]: _cleared, ...rest }) => rest);

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const check = checkCalculatorInput({ position, country: selectedCountry ? country : "", experience });
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.country && !check.errors.position ? countryRef : positionRef).current?.focus();
      return;
    }
    setErrors({});
    track("form_submit", { form_name: "salary_calculator" });
    track("search", { search_term: check.position.slice(0, 100), category: check.country });
    location.assign(resultPath(props.prefix, check.country, check.position, check.years));
  };

  return (
    <form className="calculator" action={props.action} method="get" noValidate onSubmit={onSubmit}>
      <div className="field field-position">
        <label htmlFor="position">{labels.positionLabel}</label>
        <div className="combo">
          <Combobox
            id="position"
            name="position"
            maxLength={POSITION_MAX_INPUT}
            placeholder={labels.positionPlaceholder}
            aria-invalid={errors.position ? true : undefined}
            aria-describedby={`${ids}-count ${ids}-position-error`}
            inputRef={positionRef}
            enabled={enhanced}
            freeText
            value={position}
            onValueChange={setPosition}
            open={positionOpen}
            onOpenChange={setPositionOpen}
            // Empty while closed (nothing is fetched): the arrow keys walk suggestions for what was just typed.
            items={suggestions}
            itemKey={(s) => `${s.code}-${s.title}`}
            onPick={(s) => {
              setPosition(s.title);
              clearError("position");
            }}
            listId={positionListId}
            listLabel={labels.suggestions}
            renderItem={(s) => (
              <>
                <span>{s.title}</span>
                {/* The occupation's own name, in the page's language, where it differs from the title. */}
                {s.occupation.toLocaleLowerCase() !== s.title.toLocaleLowerCase() && <small>{s.occupation}</small>}
              </>
            )}
          />
        </div>
        <p className="hint">
          <span id={`${ids}-count`} className="counter">
            <bdi>{fillPlaceholders(labels.characterCount, { current: positionCount, max: POSITION_MAX_LENGTH })}</bdi>
          </span>
        </p>
        <p className="hint suggestions-status" role="status">
          {enhanced && suggestionsFailed ? labels.suggestionsFailed : ""}
        </p>
        <p className="error" id={`${ids}-position-error`} role={errors.position ? "alert" : undefined}>
          {message(errors.position)}
        </p>
      </div>

      <div className="field field-country">
        <label htmlFor={enhanced ? "country-search" : "country"}>{labels.countryLabel}</label>
        {enhanced ? (
          <div className="combo">
            <input type="hidden" name="country" value={country} />
            <Combobox
              id="country-search"
              placeholder={labels.countryPlaceholder}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={`${ids}-country-error`}
              inputRef={countryRef}
              value={countryQuery ?? (selectedCountry ? `${selectedCountry.flag} ${selectedCountry.name}` : "")}
              onFocus={(e) => e.currentTarget.select()}
              onValueChange={(text) => {
                setCountryQuery(text);
                if (!text) setCountry("");
              }}
              open={countryQuery !== null}
              onOpenChange={(open) => setCountryQuery(open ? (q) => q ?? "" : null)}
              items={filteredCountries}
              itemKey={(c) => c.code}
              isCurrent={(c) => c.code === country}
              onPick={(c) => {
                setCountry(c.code);
                clearError("country");
              }}
              listId={countryListId}
              listLabel={labels.countryLabel}
              emptyText={labels.noCountries}
              toggleLabel={labels.showCountries}
              renderItem={(c) => (
                <>
                  <span aria-hidden="true">{c.flag}</span> {c.name}
                </>
              )}
            />
          </div>
        ) : (
          <select
            id="country"
            name="country"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={`${ids}-country-error`}
          >
            <option value="">{labels.countryPlaceholder}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
        <p className="error" id={`${ids}-country-error`} role={errors.country ? "alert" : undefined}>
          {message(errors.country)}
        </p>
      </div>

      <div className="field field-experience">
        <label htmlFor="experience">{labels.experienceLabel}</label>
        <select
          id="experience"
          name="experience"
          value={experience}
          onChange={(e) => setExperience(e.target.value)}
          aria-invalid={errors.experience ? true : undefined}
          aria-describedby={`${ids}-experience-error`}
        >
          {props.experienceOptions.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
        <p className="error" id={`${ids}-experience-error`} role={errors.experience ? "alert" : undefined}>
          {message(errors.experience)}
        </p>
      </div>

      <button type="submit" className="button button-primary calculator-submit">
        {labels.submit}
      </button>
    </form>
  );
}
