import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  checkCalculatorInput,
  regionOfLocale,
  type CalculatorErrorKey,
  type CalculatorErrors,
} from "../../lib/salary-page/calculator-input.ts";
import { resultPath } from "../../lib/salary-page/result-url.ts";
import { POSITION_MAX_INPUT, positionLength } from "../../lib/salary/position.ts";
import { POSITION_MAX_LENGTH } from "../../lib/salary/errors.ts";
import { track } from "../../scripts/analytics-client.ts";

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

/** Case- and accent-insensitive text for filtering country names. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

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
  const [positionActive, setPositionActive] = useState(-1);
  const [countryQuery, setCountryQuery] = useState<string | null>(null);
  const [countryActive, setCountryActive] = useState(-1);
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
  const filteredCountries = useMemo(() => {
    if (countryQuery === null) return [];
    const q = fold(countryQuery.trim());
    return q ? countries.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase() === q) : countries;
  }, [countries, countryQuery]);

  const message = (key?: CalculatorErrorKey) => (key ? errorMessages[key] : "");
  const positionListId = `${ids}-positions`;
  const countryListId = `${ids}-countries`;
  const positionCount = positionLength(position);

  const choosePosition = (s: Suggestion) => {
    setPosition(s.title);
    setPositionOpen(false);
    setPositionActive(-1);
    setErrors(({ position: _cleared, ...rest }) => rest);
  };
  const chooseCountry = (c: CalculatorCountry) => {
    setCountry(c.code);
    setCountryQuery(null);
    setCountryActive(-1);
    setErrors(({ country: _cleared, ...rest }) => rest);
  };

  const onPositionKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" && count) {
      setPositionOpen(true);
      setPositionActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count) {
      setPositionOpen(true);
      setPositionActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && positionOpen && suggestions[positionActive]) {
      choosePosition(suggestions[positionActive]);
    } else if (event.key === "Escape" && positionOpen) {
      setPositionOpen(false);
      setPositionActive(-1);
    } else return;
    event.preventDefault();
  };

  const onCountryKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const list = countryQuery === null ? countries : filteredCountries;
    const count = list.length;
    if (event.key === "ArrowDown" && count) {
      if (countryQuery === null) setCountryQuery("");
      setCountryActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count) {
      if (countryQuery === null) setCountryQuery("");
      setCountryActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && countryQuery !== null) {
      const pick = list[countryActive] ?? (list.length === 1 ? list[0] : undefined);
      if (pick) chooseCountry(pick);
    } else if (event.key === "Escape" && countryQuery !== null) {
      setCountryQuery(null);
      setCountryActive(-1);
    } else return;
    event.preventDefault();
  };

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

  const positionOptions = positionOpen && enhanced ? suggestions : [];
  const countryOptions = countryQuery !== null ? filteredCountries : [];

  return (
    <form className="calculator" action={props.action} method="get" noValidate onSubmit={onSubmit}>
      <div className="field field-position">
        <label htmlFor="position">{labels.positionLabel}</label>
        <div className="combo">
          <input
            ref={positionRef}
            id="position"
            name="position"
            type="text"
            autoComplete="off"
            maxLength={POSITION_MAX_INPUT}
            placeholder={labels.positionPlaceholder}
            value={position}
            role={enhanced ? "combobox" : undefined}
            aria-autocomplete={enhanced ? "list" : undefined}
            aria-expanded={enhanced ? positionOptions.length > 0 : undefined}
            aria-controls={enhanced ? positionListId : undefined}
            aria-activedescendant={positionOptions[positionActive] ? `${positionListId}-${positionActive}` : undefined}
            aria-invalid={errors.position ? true : undefined}
            aria-describedby={`${ids}-count ${ids}-position-error`}
            onChange={(e) => {
              setPosition(e.target.value);
              setPositionOpen(true);
              setPositionActive(-1);
            }}
            onKeyDown={onPositionKey}
            onBlur={() => window.setTimeout(() => setPositionOpen(false), 150)}
          />
          {enhanced ? (
            <ul
              id={positionListId}
              role="listbox"
              aria-label={labels.suggestions}
              className="options"
              hidden={positionOptions.length === 0}
            >
              {positionOptions.map((s, i) => (
                <li
                  key={`${s.code}-${s.title}`}
                  id={`${positionListId}-${i}`}
                  role="option"
                  aria-selected={i === positionActive}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choosePosition(s);
                  }}
                >
                  <span>{s.title}</span>
                  <small>{s.occupation}</small>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="hint">
          <span id={`${ids}-count`} className="counter">
            <bdi>
              {labels.characterCount
                .replace("{current}", String(positionCount))
                .replace("{max}", String(POSITION_MAX_LENGTH))}
            </bdi>
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
            <input
              ref={countryRef}
              id="country-search"
              type="text"
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={countryOptions.length > 0}
              aria-controls={countryListId}
              aria-activedescendant={countryOptions[countryActive] ? `${countryListId}-${countryActive}` : undefined}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={`${ids}-country-error`}
              placeholder={labels.countryPlaceholder}
              value={countryQuery ?? (selectedCountry ? `${selectedCountry.flag} ${selectedCountry.name}` : "")}
              onFocus={(e) => e.currentTarget.select()}
              onChange={(e) => {
                setCountryQuery(e.target.value);
                setCountryActive(-1);
                if (!e.target.value) setCountry("");
              }}
              onKeyDown={onCountryKey}
              onBlur={() =>
                window.setTimeout(() => {
                  setCountryQuery(null);
                  setCountryActive(-1);
                }, 150)
              }
            />
            <button
              type="button"
              className="combo-toggle"
              tabIndex={-1}
              aria-label={labels.showCountries}
              onClick={() => {
                setCountryQuery(countryQuery === null ? "" : null);
                countryRef.current?.focus();
              }}
            >
              ▾
            </button>
            <ul
              id={countryListId}
              role="listbox"
              aria-label={labels.countryLabel}
              className="options"
              hidden={countryQuery === null}
            >
              {countryOptions.length === 0 && countryQuery !== null ? (
                <li className="empty" role="presentation">
                  {labels.noCountries}
                </li>
              ) : null}
              {countryOptions.map((c, i) => (
                <li
                  key={c.code}
                  id={`${countryListId}-${i}`}
                  role="option"
                  aria-selected={i === countryActive || (countryActive < 0 && c.code === country)}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    chooseCountry(c);
                  }}
                >
                  <span aria-hidden="true">{c.flag}</span> {c.name}
                </li>
              ))}
            </ul>
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
