import { useState } from "react";
import { useStore } from "@nanostores/react";
import { resultViewHtml } from "../../features/salary/result-view-html.ts";
import type { ResultData, ResultLabels } from "../../features/salary/result-view-types.ts";
import { $displayCurrency } from "../../stores/display-currency.ts";
import { track } from "../../client/analytics-client.ts";

interface Props {
  readonly query: {
    readonly country: string;
    readonly position: string;
    readonly experience: number;
    readonly lang: string;
  };
  readonly locale: string;
  readonly labels: ResultLabels;
  readonly messages: {
    readonly loadFailed: string;
    readonly loadFailedBody: string;
    readonly tryAgain: string;
    readonly loading: string;
  };
}

/** The load-failure state: Try Again asks the API again and shows the result without a reload. */
export default function SalaryRetry({ query, locale, labels, messages }: Props) {
  const [state, setState] = useState<"failed" | "loading" | "error">("failed");
  const [data, setData] = useState<ResultData | null>(null);
  // The visitor's currency choice, shared with the page's currency switch.
  const currencyView = useStore($displayCurrency);

  const retry = async () => {
    setState("loading");
    try {
      const params = new URLSearchParams({
        country: query.country,
        position: query.position,
        experience: String(query.experience),
        lang: query.lang,
      });
      const response = await fetch(`/api/v1/salary?${params}`);
      if (!response.ok) throw new Error(String(response.status));
      setData((await response.json()) as ResultData);
      track("result_view", { result_type: "salary_estimate_retry", result_count: 1 });
    } catch {
      setState("error");
    }
  };

  // The same markup the server writes into result pages; every value in it is escaped.
  if (data) return <div dangerouslySetInnerHTML={{ __html: resultViewHtml(data, locale, labels, currencyView) }} />;
  return (
    <div className="retry-box" role="alert" aria-busy={state === "loading"}>
      <p>{messages.loadFailedBody}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void retry()}
        disabled={state === "loading"}
      >
        {state === "loading" ? messages.loading : messages.tryAgain}
      </button>
    </div>
  );
}
