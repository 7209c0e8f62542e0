import {
  MESSAGE_LIMIT,
  NAME_MAX_LENGTH,
  type ContactErrorKey,
  type ContactSubject,
} from "../../lib/contact/contact-input.ts";
import type { Translate } from "../../i18n/translate.ts";

/** The contact form's texts in one language, as the island shows them. */
export interface ContactFormLabels {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly subjectPlaceholder: string;
  readonly subjects: Readonly<Record<ContactSubject, string>>;
  readonly message: string;
  /** "{current}/{max}" */
  readonly characterCount: string;
  readonly honeypot: string;
  readonly privacyNote: string;
  readonly submit: string;
  readonly sending: string;
  readonly fixErrors: string;
  readonly successTitle: string;
  /** "… {address} …" */
  readonly successBody: string;
  readonly sendAnother: string;
  readonly failureTitle: string;
  readonly failureBody: string;
  readonly rateLimited: string;
}

const ERROR_KEYS: readonly ContactErrorKey[] = [
  "validation.nameRequired",
  "validation.nameTooShort",
  "validation.nameTooLong",
  "validation.emailInvalid",
  "validation.subjectRequired",
  "validation.messageRequired",
  "validation.messageTooShort",
  "validation.messageTooLong",
  "validation.textInvalid",
];

/** Everything the contact island shows, in the page's language. */
export function contactFormText(t: Translate): {
  labels: ContactFormLabels;
  errorMessages: Record<ContactErrorKey, string>;
} {
  const labels: ContactFormLabels = {
    name: t("contact.nameLabel"),
    email: t("contact.emailLabel"),
    subject: t("contact.subjectLabel"),
    subjectPlaceholder: t("contact.subjectPlaceholder"),
    subjects: {
      general: t("contact.subjects.general"),
      feedback: t("contact.subjects.feedback"),
      support: t("contact.subjects.support"),
      business: t("contact.subjects.business"),
    },
    message: t("contact.messageLabel"),
    // The placeholders are filled in the browser as the visitor types.
    characterCount: t("calculator.characterCount", { current: "{current}", max: "{max}" }),
    honeypot: t("contact.honeypotLabel"),
    privacyNote: t("contact.privacyNote"),
    submit: t("contact.submit"),
    sending: t("contact.sending"),
    fixErrors: t("contact.fixErrors"),
    successTitle: t("contact.successTitle"),
    successBody: t("contact.successBody", { address: "{address}" }),
    sendAnother: t("contact.sendAnother"),
    failureTitle: t("contact.failureTitle"),
    failureBody: t("contact.failureBody"),
    rateLimited: t("contact.rateLimited"),
  };
  const errorMessages = Object.fromEntries(
    ERROR_KEYS.map((key) => [key, t(key, { max: key === "validation.nameTooLong" ? NAME_MAX_LENGTH : MESSAGE_LIMIT })]),
  ) as Record<ContactErrorKey, string>;
  return { labels, errorMessages };
}
