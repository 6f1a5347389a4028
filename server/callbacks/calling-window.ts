/**
 * When the worker may ring visitors: some days of the week, between two wall-clock times, in one time zone
 * (docs/product/phone-callbacks.md#calling-window). Requests made outside it wait for the next opening.
 */
export interface CallingWindow {
  /** Days the window opens, 0 = Sunday … 6 = Saturday. */
  days: ReadonlySet<number>;
  /** Opening and closing time in minutes after local midnight; the window is [start, end). */
  start: number;
  end: number;
  /** An IANA zone, e.g. Europe/London; the clock follows its daylight-saving changes. */
  timeZone: string;
}

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** Parses `CALLBACK_HOURS` ("09:00-18:00"), `CALLBACK_DAYS` ("mon-fri" or "mon,wed,sat") and the zone; throws on nonsense. */
export function parseCallingWindow(hours: string, days: string, timeZone: string): CallingWindow {
  const times = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(hours);
  if (!times) throw new Error(`CALLBACK_HOURS must look like 09:00-18:00, not "${hours}"`);
  const [start, end] = [minutesOf(times[1], times[2]), minutesOf(times[3], times[4])];
  if (start === null || end === null || start >= end)
    throw new Error(`CALLBACK_HOURS must be two times of day, the first earlier: "${hours}"`);
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
  } catch {
    throw new Error(`CALLBACK_TIME_ZONE is not a time zone: "${timeZone}"`);
  }
  return { days: parseDays(days), start, end, timeZone };
}

function minutesOf(hours = "", minutes = ""): number | null {
  const [h, m] = [Number(hours), Number(minutes)];
  return h <= 24 && m < 60 && h * 60 + m <= 24 * 60 ? h * 60 + m : null;
}

function parseDays(text: string): Set<number> {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(",")) {
    const [from = -1, to = from] = part.split("-").map((day) => DAY_NAMES.indexOf(day.trim().slice(0, 3)));
    if (from < 0 || to < 0) throw new Error(`CALLBACK_DAYS must name days like mon-fri, not "${text}"`);
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return days;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local weekday and minute of the day at `instant` in the window's zone. */
function localClock(instant: Date, timeZone: string): { day: number; minute: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: DAY_NAMES.indexOf(String(parts.weekday).toLowerCase()),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export function isWindowOpen(window: CallingWindow, instant: Date): boolean {
  const { day, minute } = localClock(instant, window.timeZone);
  return window.days.has(day) && minute >= window.start && minute < window.end;
}

/** `instant` itself when the window is open, otherwise the minute it next opens. */
export function nextOpening(window: CallingWindow, instant: Date): Date {
  let candidate = new Date(instant);
  // Wall-clock arithmetic that ignores daylight saving lands within an hour of the opening; the next round corrects it.
  for (let round = 0; round < 16; round++) {
    const { day, minute } = localClock(candidate, window.timeZone);
    if (isWindowOpen(window, candidate)) {
      if (round === 0) return candidate;
      // A jump across a clock change can land after the opening: step back to it when that is still open.
      const back = new Date(candidate.getTime() - (minute - window.start) * 60_000);
      return minute > window.start && isWindowOpen(window, back) ? back : candidate;
    }
    let ahead = 0;
    if (!window.days.has(day) || minute >= window.start) {
      ahead = 1;
      while (!window.days.has((day + ahead) % 7)) ahead++;
    }
    const wait = ahead * 24 * 60 - minute + window.start;
    candidate = new Date(Math.floor((candidate.getTime() + wait * 60_000) / 60_000) * 60_000);
  }
  throw new Error("the calling window never opens");
}
