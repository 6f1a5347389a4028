/** Whether the live demo can hear the visitor: a microphone exists and the browser lets this page use it. */
export type MicrophoneCheck = "ok" | "refused" | "missing";

/**
 * Asks for the microphone before the call starts, so a refusal or a device without one leads to the phone call
 * rather than a call the assistant cannot hear. The stream is released at once; the call asks again, without a
 * second prompt, once permission is given.
 */
export async function checkBrowserMicrophone(): Promise<MicrophoneCheck> {
  // Absent outside a secure context (plain http on another host) and in browsers without WebRTC.
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) return "missing";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return "ok";
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    return name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError"
      ? "missing"
      : "refused";
  }
}
