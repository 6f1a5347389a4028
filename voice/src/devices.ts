// Choosing the microphone and speaker of a call. Kept out of the call core (src/call) so apps that never offer a
// device picker do not ship it; it works on any client from createVoiceClient through its public events.
import type { VoiceClient } from "./call/client.ts";

/** What the device functions use of a client: any VoiceClient (createVoiceClient's, useVoice()'s, the fake). */
export type DeviceClient = Pick<VoiceClient, "on" | "emit" | "getCallObject">;

export interface AudioDevices {
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

/**
 * The browser's microphones and speakers. Labels are empty until the page has had microphone permission (a first
 * call gives it); speakers are listed only where the browser can route audio (setSinkId: Chromium, Firefox).
 */
export async function getAudioDevices(): Promise<AudioDevices> {
  const devices = (await globalThis.navigator?.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    microphones: devices.filter((device) => device.kind === "audioinput"),
    speakers: devices.filter((device) => device.kind === "audiooutput"),
  };
}

const microphones = new WeakMap<DeviceClient, string>();
const speakers = new WeakMap<DeviceClient, string>();

/**
 * Uses this microphone (a `deviceId` from getAudioDevices) in the current call at once, and in every later call of
 * the client as soon as it connects.
 */
export function setMicrophone(client: DeviceClient, deviceId: string): Promise<void> {
  // In a later call a remembered microphone that has gone (unplugged) is reported; the call keeps the default one.
  if (!microphones.has(client))
    client.on("call-start", () => void applyMicrophone(client).catch(report(client, "microphone-error")));
  microphones.set(client, deviceId);
  return applyMicrophone(client);
}

async function applyMicrophone(client: DeviceClient): Promise<void> {
  const deviceId = microphones.get(client);
  const call = client.getCallObject();
  if (deviceId && call) await call.setInputDevicesAsync({ audioDeviceId: deviceId });
}

/**
 * Plays the assistant on this speaker (a `deviceId` from getAudioDevices), now and in later calls. Where the browser
 * cannot choose a speaker (no setSinkId: Safari before 18.4), the default one keeps playing.
 */
export async function setSpeaker(client: DeviceClient, deviceId: string): Promise<void> {
  // A remembered speaker that has gone (setSinkId: NotFoundError) is reported; the default one keeps playing.
  if (!speakers.has(client))
    client.on("audio", (element) => void route(element, speakers.get(client)).catch(report(client, "speaker-error")));
  speakers.set(client, deviceId);
  const playing = globalThis.document?.querySelectorAll<HTMLAudioElement>("audio[data-participant-id]") ?? [];
  await Promise.all([...playing].map((element) => route(element, deviceId)));
}

async function route(element: HTMLAudioElement, deviceId: string | undefined): Promise<void> {
  if (deviceId && "setSinkId" in element) await element.setSinkId(deviceId);
}

/** A device failure outside any call of the app's: a device-error event, never an unhandled rejection. */
function report(client: DeviceClient, type: "microphone-error" | "speaker-error") {
  return (error: unknown) =>
    client.emit("device-error", { type, error: error instanceof Error ? error : new Error(String(error)) });
}
