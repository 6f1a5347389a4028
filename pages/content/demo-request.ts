// What happens after a demo request, in words: loaded with the request and the live session (not with the page).
import { demoRequestedTeamMessage } from "./hero";

/**
 * The confirmation of a stored demo request, on the card and as its toast: what happens next depends on whether the
 * server rings requests (docs/product/phone-callbacks.md#what-the-site-says).
 */
export const demoRequestedMessages = {
  /** No phone callbacks: a person from the team follows up. */
  team: demoRequestedTeamMessage,
  /** Callbacks on and the calling window open. */
  soon: "Information saved! Our AI assistant will call you in the next few minutes.",
  /** Callbacks on, outside the calling window: when it opens, e.g. "Monday 30 November at 09:00 GMT". */
  later: (opening: string) =>
    `Information saved! Our AI assistant will call you when our calling hours open, ${opening}.`,
};

/**
 * The live demo's card when this browser has no microphone it may use: the phone call is offered instead, with the
 * details the visitor already gave.
 */
export const microphoneFallbackContent = {
  refused:
    "Your browser did not let us use the microphone, so the call cannot run here. We can ring your phone instead, or you can book a free workshop.",
  missing:
    "We could not find a microphone on this device, so the call cannot run here. We can ring your phone instead, or you can book a free workshop.",
  requestLabel: "Call My Phone Instead",
};
