import { EMAIL_MAX_LENGTH, isValidEmail } from "../validation/email.ts";
import { isPlainMultilineText, isPlainText, normalizeLineEnds } from "../validation/plain-text.ts";

/**
 * The contact form's rules, shared by the island (as the visitor types), the plain form post
 * and the API, so the three can never disagree. Lengths count characters as people see them
 * (code points), the way the counter shows them.
 */
export const CONTACT_SUBJECTS = ["general", "feedback", "support", "business"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MIN_LENGTH = 10;
/** The message must stay under this many characters; the counter shows it as the limit. */
export const MESSAGE_LIMIT = 500;

export type ContactField = "name" | "email" | "subject" | "message";

export type ContactErrorKey =
  | "validation.nameRequired"
  | "validation.nameTooShort"
  | "validation.nameTooLong"
  | "validation.emailInvalid"
  | "validation.subjectRequired"
  | "validation.messageRequired"
  | "validation.messageTooShort"
  | "validation.messageTooLong"
  | "validation.textInvalid";

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: ContactSubject;
  readonly message: string;
}

export type ContactCheck =
  { readonly ok: true; readonly value: ContactMessage } | { readonly ok: false; readonly errors: ContactErrors };

export const characterCount = (text: string): number => [...text].length;

/** The error shown for each field, in the order the form lists them. */
export function checkContactInput(input: ContactInput): ContactCheck {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = normalizeLineEnds(input.message).trim();
  const errors: ContactErrors = {};

  if (name === "") errors.name = "validation.nameRequired";
  else if (!isPlainText(name)) errors.name = "validation.textInvalid";
  else if (characterCount(name) < NAME_MIN_LENGTH) errors.name = "validation.nameTooShort";
  else if (characterCount(name) > NAME_MAX_LENGTH) errors.name = "validation.nameTooLong";

  if (email.length > EMAIL_MAX_LENGTH || !isPlainText(email) || !isValidEmail(email)) {
    errors.email = "validation.emailInvalid";
  }

  const subject = CONTACT_SUBJECTS.find((s) => s === input.subject);
  if (!subject) errors.subject = "validation.subjectRequired";

  if (message === "") errors.message = "validation.messageRequired";
  else if (!isPlainMultilineText(message)) errors.message = "validation.textInvalid";
  else if (characterCount(message) < MESSAGE_MIN_LENGTH) errors.message = "validation.messageTooShort";
  else if (characterCount(message) >= MESSAGE_LIMIT) errors.message = "validation.messageTooLong";

  if (!subject || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, subject, message } };
}

/** The first field with an error, where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return (["name", "email", "subject", "message"] as const).find((f) => errors[f] !== undefined);
}
