/**
 * A complete HTTP answer as plain data: what the server's direct routes return. Building a Web
 * Response instead cost a fifth of a filled result page, and the Response, its stream and
 * reading it back a tenth of a salary API answer.
 */
export interface PlainReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The UTF-8 body. */
  readonly body: Uint8Array;
}
