import { StrictMode, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "vitest-browser-react";
import { createVoiceClient, type VoiceClient } from "../call/client.ts";
import { createFakeDaily, createFakeVoiceClient } from "../testing/call-doubles/index.ts";
import { useVoice } from "./use-voice.ts";
import { useMicrophoneLevel, useVoiceVolume } from "./use-levels.ts";
import { VoiceProvider } from "./voice-provider.tsx";

const DEMO = { assistant: "asst_demo", assistantOverrides: { firstMessage: "Hello" } };

async function renderVoice(client: VoiceClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <VoiceProvider client={client}>{children}</VoiceProvider>;
  return renderHook(() => useVoice(DEMO), { wrapper });
}

describe("useVoice: browser call flags (docs/product/voice-demo.md#call-flags)", () => {
  it("toggle sets loading, call-start sets calling and clears loading, toggle again ends both", async () => {
    const client = createFakeVoiceClient({ connect: "manually" });
    const { result, act } = await renderVoice(client);
    expect(result.current).toMatchObject({ status: "idle", isCalling: false, isBrowserCallLoading: false });

    await act(() => void result.current.toggle());
    expect(result.current).toMatchObject({ status: "connecting", isCalling: false, isBrowserCallLoading: true });
    expect(client.starts).toEqual([DEMO]);

    await act(() => client.connect());
    expect(result.current).toMatchObject({ status: "active", isCalling: true, isBrowserCallLoading: false });

    await act(() => result.current.toggle());
    expect(result.current).toMatchObject({ status: "idle", isCalling: false, isBrowserCallLoading: false });
    expect(client.stops).toBe(1);
  });

  it("toggle while connecting stops (cancels) the call and resets both flags", async () => {
    const client = createFakeVoiceClient({ connect: "manually" });
    const { result, act } = await renderVoice(client);
    await act(() => void result.current.toggle());
    await act(() => result.current.toggle());
    expect(result.current).toMatchObject({ status: "idle", isCalling: false, isBrowserCallLoading: false });
  });

  it("an error event sets both flags false and exposes the error", async () => {
    const client = createFakeVoiceClient();
    const { result, act } = await renderVoice(client);
    await act(() => result.current.toggle());
    expect(result.current.isCalling).toBe(true);
    await act(() => client.error("daily-error", new Error("network down")));
    expect(result.current).toMatchObject({ isCalling: false, isBrowserCallLoading: false });
    expect(result.current.error?.message).toBe("network down");
  });

  it("a non-fatal error is exposed but leaves the call and its flags alone", async () => {
    const client = createFakeVoiceClient();
    const { result, act } = await renderVoice(client);
    await act(() => result.current.toggle());
    await act(() => client.error("audio-start-failed", new Error("autoplay blocked")));
    expect(result.current).toMatchObject({ status: "active", isCalling: true, isBrowserCallLoading: false });
    expect(result.current.error?.message).toBe("autoplay blocked");
  });

  it("a failed start resets both flags", async () => {
    const client = createFakeVoiceClient({ connect: "manually" });
    const { result, act } = await renderVoice(client);
    await act(() => void result.current.toggle());
    await act(() => client.fail(new Error("HTTP 401")));
    expect(result.current).toMatchObject({ status: "idle", isCalling: false, isBrowserCallLoading: false });
    expect(result.current.error?.message).toBe("HTTP 401");
  });

  it("an exception inside toggle resets both flags", async () => {
    const client = createFakeVoiceClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceProvider client={client}>{children}</VoiceProvider>
    );
    const { result, act } = await renderHook(() => useVoice(), { wrapper });
    await act(() => result.current.toggle());
    expect(result.current).toMatchObject({ isCalling: false, isBrowserCallLoading: false });
    expect(result.current.error?.message).toBe("Assistant or Squad or Workflow must be provided.");
  });

  it("a status-update ended message counts as the call ended", async () => {
    const client = createFakeVoiceClient();
    const { result, act } = await renderVoice(client);
    await act(() => result.current.toggle());
    await act(() => client.serverEnds("assistant-ended-call"));
    expect(result.current).toMatchObject({ isCalling: false, isBrowserCallLoading: false, status: "idle" });
  });

  it("exposes speaking, and the volume through useVoiceVolume; both reset when the call ends", async () => {
    const client = createFakeVoiceClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceProvider client={client}>{children}</VoiceProvider>
    );
    const { result, act } = await renderHook(() => ({ voice: useVoice(DEMO), volume: useVoiceVolume() }), {
      wrapper,
    });
    await act(() => result.current.voice.start());
    await act(() => {
      client.volume(0.4);
      client.speech(true);
    });
    expect(result.current.volume).toBe(0.4);
    expect(result.current.voice.speaking).toBe(true);
    await act(() => client.speech(false));
    expect(result.current.voice.speaking).toBe(false);
    await act(() => result.current.voice.stop());
    expect(result.current.volume).toBe(0);
    expect(result.current.voice.speaking).toBe(false);
  });

  it("does not re-render useVoice's subscribers with the volume level (only useVoiceVolume's)", async () => {
    const client = createFakeVoiceClient();
    let voiceRenders = 0;
    let meterRenders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceProvider client={client}>{children}</VoiceProvider>
    );
    const voice = await renderHook(
      () => {
        voiceRenders++;
        return useVoice(DEMO);
      },
      { wrapper },
    );
    const meter = await renderHook(
      () => {
        meterRenders++;
        return useVoiceVolume();
      },
      { wrapper },
    );
    await voice.act(() => voice.result.current.start());
    const [voiceBefore, meterBefore] = [voiceRenders, meterRenders];
    for (let i = 1; i <= 10; i++) await voice.act(() => client.volume(i / 10));
    expect(voiceRenders - voiceBefore).toBe(0);
    expect(meterRenders - meterBefore).toBe(10);
    expect(meter.result.current).toBe(1);
  });
});

describe("useVoice over the real client and the fake Daily call object", () => {
  it("'listening' → call-start sets calling; status-update ended → call ended", async () => {
    const daily = createFakeDaily();
    const fetch = () => Promise.resolve(Response.json({ id: "call_1", webCallUrl: "https://x.daily.co/r" }));
    const client = createVoiceClient({ fetch, daily, isMobile: false });
    const { result, act } = await renderVoice(client);
    await act(() => result.current.toggle());
    expect(result.current).toMatchObject({ status: "connecting", isCalling: false, isBrowserCallLoading: true });

    await act(() => daily.latest.appMessage("listening"));
    expect(result.current).toMatchObject({ status: "active", isCalling: true, isBrowserCallLoading: false });

    await act(() =>
      daily.latest.appMessage({ type: "status-update", status: "ended", endedReason: "silence-timed-out" }),
    );
    expect(result.current).toMatchObject({ status: "idle", isCalling: false, isBrowserCallLoading: false });
    // The server's ended status leaves the client idle: the next toggle starts a new call.
    await act(() => result.current.toggle());
    expect(result.current.status).toBe("connecting");
    await expect.poll(() => daily.created.length).toBe(2);
    await act(() => result.current.stop());
    await expect.poll(() => daily.live()).toEqual([]);
  });
});

describe("VoiceProvider", () => {
  it("creates one client from options and stops it on unmount", async () => {
    const daily = createFakeDaily({ join: "manual" });
    const fetch = () => Promise.resolve(Response.json({ id: "call_1", webCallUrl: "https://x.daily.co/r" }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceProvider options={{ fetch, daily, isMobile: false }}>{children}</VoiceProvider>
    );
    const { result, act, rerender, unmount } = await renderHook(() => useVoice(DEMO), { wrapper });
    const first = result.current.client;
    await rerender();
    expect(result.current.client).toBe(first);
    await act(() => void result.current.start());
    await expect.poll(() => daily.created.length).toBe(1);
    await unmount();
    await expect.poll(() => daily.live().length).toBe(0);
  });

  it("under StrictMode a toggle makes one call object and one request", async () => {
    const daily = createFakeDaily();
    let requests = 0;
    const fetch = () => {
      requests += 1;
      return Promise.resolve(Response.json({ id: "call_1", webCallUrl: "https://x.daily.co/r" }));
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <VoiceProvider options={{ fetch, daily, isMobile: false }}>{children}</VoiceProvider>
      </StrictMode>
    );
    const { result, act, unmount } = await renderHook(() => useVoice(DEMO), { wrapper });
    await act(() => result.current.toggle());
    await act(() => daily.latest.appMessage("listening"));
    expect(result.current.isCalling).toBe(true);
    expect(requests).toBe(1);
    expect(daily.created).toHaveLength(1);
    await unmount();
    await expect.poll(() => daily.live().length).toBe(0);
  });

  it("useVoice outside a provider says what is missing", async () => {
    await expect(renderHook(() => useVoice())).rejects.toThrow("useVoice() must be used inside a <VoiceProvider>.");
  });

  it("exposes the visitor's microphone level through useMicrophoneLevel, apart from the assistant's volume", async () => {
    const client = createFakeVoiceClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceProvider client={client}>{children}</VoiceProvider>
    );
    const { result, act } = await renderHook(
      () => ({ voice: useVoice(DEMO), microphone: useMicrophoneLevel(), volume: useVoiceVolume() }),
      { wrapper },
    );
    await act(() => result.current.voice.start());
    await act(() => client.microphoneLevel(0.7));
    expect(result.current).toMatchObject({ microphone: 0.7, volume: 0 });
    await act(() => result.current.voice.stop());
    expect(result.current.microphone).toBe(0);
  });
});
