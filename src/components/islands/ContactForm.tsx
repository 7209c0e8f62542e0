import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from "react";
import {
  characterCount,
  checkContactInput,
  CONTACT_SUBJECTS,
  firstInvalidField,
  MESSAGE_LIMIT,
  NAME_MAX_LENGTH,
  type ContactErrorKey,
  type ContactErrors,
  type ContactField,
} from "../../lib/contact/contact-input.ts";
import { EMAIL_MAX_LENGTH } from "../../lib/validation/email.ts";
import { track } from "../../client/analytics-client.ts";
import { fillPlaceholders } from "../../lib/i18n/browser-placeholders.ts";
import type { ContactFormLabels } from "../../features/contact/contact-form-props.ts";

export type ContactStatus = "idle" | "invalid" | "sent" | "failed" | "rate_limited";

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

interface Props {
  readonly lang: string;
  /** Where the form posts without JavaScript; the answer is this page again. */
  readonly action: string;
  readonly labels: ContactFormLabels;
  readonly errorMessages: Readonly<Record<ContactErrorKey, string>>;
  readonly initial?:
    | {
        readonly values: ContactValues;
        readonly errors: ContactErrors;
        readonly status: ContactStatus;
        /** The address a sent message will be answered at. */
        readonly sentTo?: string;
      }
    | undefined;
}

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/** Hard caps on what can be typed, well past the limits the checks report on. */
const MESSAGE_INPUT_CAP = 2_000;

export default function ContactForm(props: Props) {
  const { labels, errorMessages } = props;
  const ids = useId();
  const [values, setValues] = useState<ContactValues>(props.initial?.values ?? EMPTY);
  const [errors, setErrors] = useState<ContactErrors>(props.initial?.errors ?? {});
  const [status, setStatus] = useState<ContactStatus>(props.initial?.status ?? "idle");
  const [sentTo, setSentTo] = useState(props.initial?.sentTo ?? "");
  const [sending, setSending] = useState(false);
  const fields = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  } satisfies Record<ContactField, unknown>;
  const statusRef = useRef<HTMLDivElement>(null);

  // A server-rendered answer (the plain form post) is announced and focused like a live one.
  useEffect(() => {
    if (props.initial?.status === "invalid") {
      const first = firstInvalidField(props.initial.errors);
      if (first) fields[first].current?.focus();
    } else if (props.initial && props.initial.status !== "idle") statusRef.current?.focus();
    // Only on the first render: later answers focus themselves.
  }, []);

  // A link such as the guide's "report an error" (…/contact?subject=feedback) picks the subject.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("subject");
    if (asked && (CONTACT_SUBJECTS as readonly string[]).includes(asked))
      setValues((v) => (v.subject ? v : { ...v, subject: asked }));
  }, []);

  const update = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // An error goes away once the field is fixed, not while the visitor is still on a wrong one.
    if (errors[field]) {
      const next = checkContactInput({ ...values, [field]: value });
      if (next.ok || !next.errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    }
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkContactInput(values);
    if (!check.ok) {
      setErrors(check.errors);
      setStatus("invalid");
      const first = firstInvalidField(check.errors);
      if (first) fields[first].current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const website = (event.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    let next: ContactStatus = "failed";
    try {
      const response = await fetch("/api/v1/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, website, lang: props.lang }),
      });
      if (response.status === 201) next = "sent";
      else if (response.status === 429) next = "rate_limited";
      else if (response.status === 400) {
        // The server's rules are the same as ours, so this is rare (a stale page); show its verdict.
        const again = checkContactInput(values);
        if (!again.ok) setErrors(again.errors);
        next = again.ok ? "failed" : "invalid";
      }
    } catch {
      next = "failed";
    }
    setSending(false);
    setStatus(next);
    if (next === "sent") {
      track("form_submit", { form_name: "contact" });
      setSentTo(check.value.email);
      setValues(EMPTY);
    }
    window.requestAnimationFrame(() => statusRef.current?.focus());
  };

  if (status === "sent") {
    return (
      <div className="contact-result contact-sent" role="status" tabIndex={-1} ref={statusRef}>
        <h2>{labels.successTitle}</h2>
        <p>
          {labels.successBody.split("{address}").flatMap((part, i) =>
            i === 0
              ? [part]
              : [
                  <bdi key={i}>
                    <strong>{sentTo}</strong>
                  </bdi>,
                  part,
                ],
          )}
        </p>
        <a
          className="button button-secondary"
          href={props.action.replace(/\/send$/, "")}
          onClick={(event) => {
            event.preventDefault();
            setStatus("idle");
            window.requestAnimationFrame(() => fields.name.current?.focus());
          }}
        >
          {labels.sendAnother}
        </a>
      </div>
    );
  }

  const describedBy = (field: ContactField, extra = "") =>
    [extra, errors[field] ? `${ids}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const errorText = (field: ContactField) => {
    const key = errors[field];
    return key ? (
      <p className="error" id={`${ids}-${field}-error`}>
        {errorMessages[key]}
      </p>
    ) : null;
  };
  // What every control of the form shares: its id, name, value, error state and change handler.
  const controlProps = (field: ContactField, extraDescription = "") => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, extraDescription),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, e.target.value),
  });
  const messageCount = characterCount(values.message.replace(/\r\n?/g, "\n").trim());

  return (
    <form className="contact-form" action={props.action} method="post" noValidate onSubmit={onSubmit}>
      <div ref={statusRef} tabIndex={-1} className="contact-status" aria-live="assertive">
        {status === "invalid" && Object.keys(errors).length > 0 ? (
          <p className="form-summary" role="alert">
            {labels.fixErrors}
          </p>
        ) : null}
        {status === "failed" ? (
          <div className="contact-result contact-failed" role="alert">
            <h2>{labels.failureTitle}</h2>
            <p>{labels.failureBody}</p>
          </div>
        ) : null}
        {status === "rate_limited" ? (
          <p className="contact-result contact-failed" role="alert">
            {labels.rateLimited}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor="contact-name">{labels.name}</label>
        <input
          ref={fields.name}
          {...controlProps("name")}
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH * 2}
          required
        />
        {errorText("name")}
      </div>

      <div className="field">
        <label htmlFor="contact-email">{labels.email}</label>
        <input
          ref={fields.email}
          {...controlProps("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          dir="ltr"
        />
        {errorText("email")}
      </div>

      <div className="field">
        <label htmlFor="contact-subject">{labels.subject}</label>
        <select ref={fields.subject} {...controlProps("subject")} required>
          <option value="">{labels.subjectPlaceholder}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {labels.subjects[s]}
            </option>
          ))}
        </select>
        {errorText("subject")}
      </div>

      <div className="field">
        <label htmlFor="contact-message">{labels.message}</label>
        <textarea
          ref={fields.message}
          {...controlProps("message", `${ids}-message-count`)}
          rows={7}
          required
          maxLength={MESSAGE_INPUT_CAP}
        />
        <p className="hint counter" id={`${ids}-message-count`} data-over={messageCount >= MESSAGE_LIMIT || undefined}>
          <bdi>{fillPlaceholders(labels.characterCount, { current: messageCount, max: MESSAGE_LIMIT })}</bdi>
        </p>
        {errorText("message")}
      </div>

      {/* People never see or fill this; form-filling bots do. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <p className="hint">{labels.privacyNote}</p>
      <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
