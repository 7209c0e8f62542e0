/**
 * Typed analytics entry point. The event catalogue and its sinks arrive with the
 * analytics issue; until then events wait in an in-memory queue (nothing visible,
 * nothing sent) so the sinks can drain it once they exist.
 */
export interface AnalyticsEvents {
  ab_test_assignment: { variant: "v1" | "v2"; version: string; page_path: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export interface QueuedEvent<N extends AnalyticsEventName = AnalyticsEventName> {
  readonly name: N;
  readonly params: AnalyticsEvents[N];
}

const queue: QueuedEvent[] = [];

export function track<N extends AnalyticsEventName>(name: N, params: AnalyticsEvents[N]): void {
  queue.push({ name, params });
}

/** Hands over and clears the queued events. */
export function drainQueuedEvents(): QueuedEvent[] {
  return queue.splice(0, queue.length);
}
