import { describe, expect, it } from "vitest";
import { requestLanguage, tooManyRequestsText as text } from "../../../../src/server/http/too-many-requests.ts";

describe("tooManyRequestsText", () => {
  it.each([
    ["/de/salary/DE/nurse", 30, "de", "Zu viele Anfragen. Bitte warten Sie 30 Sek. und versuchen Sie es erneut."],
    [
      "/api/v1/salary?country=DE&position=nurse&lang=ar",
      12,
      "ar",
      "طلبات كثيرة جدًا. يرجى الانتظار 12 ث ثم المحاولة مرة أخرى.",
    ],
    // Bengali's number locale writes Bengali digits, as its pages do.
    [
      "/api/v1/salary?lang=bn",
      12,
      "bn",
      "অনেক বেশি অনুরোধ পাঠানো হয়েছে। অনুগ্রহ করে ১২ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।",
    ],
    ["/ja/faq?x=1", 5, "ja", "リクエストが多すぎます。5 秒待ってから、もう一度お試しください。"],
    ["/de", 1_234, "de", "Zu viele Anfragen. Bitte warten Sie 1.234 Sek. und versuchen Sie es erneut."],
    ["/xx/salary/DE/nurse", 30, "en", "Too many requests. Please wait 30 s and try again."],
    ["/salary/DE/nurse", 30, "en", "Too many requests. Please wait 30 s and try again."],
  ])("%s → %s", (target, seconds, lang, message) => {
    expect(text(target, seconds)).toEqual({ lang, message });
  });

  it("echoes nothing of the request", () => {
    const { message } = text("/api/v1/salary?lang=<script>&position=<b>x</b>", 3);
    expect(message).toBe("Too many requests. Please wait 3 s and try again.");
  });
});

describe("requestLanguage", () => {
  const offered = ["en", "de", "ar", "pt"];

  it.each([
    ["/de/salary/DE/nurse", "de"],
    ["/de", "de"],
    ["/en/faq", "en"],
    ["/pt/faq?lang=de", "pt"],
    ["/api/v1/salary?lang=ar", "ar"],
    ["/api/v1/positions?q=a&lang=de", "de"],
    // The API reads only its parameter, the pages only their prefix.
    ["/api/v1/salary?country=DE", "en"],
    ["/faq?lang=de", "en"],
    ["/api/v1/salary?lang=AR", "en"],
    ["/api/v1/salary?lang=xx", "en"],
    ["/De/faq", "en"],
    ["/xx/salary/DE/nurse", "en"],
    ["/fr/faq", "en"],
    ["*", "en"],
  ])("%s → %s", (target, lang) => {
    expect(requestLanguage(target, offered)).toBe(lang);
  });
});
