import * as React from "react";

/** Where "now" comes from: the real clock on the site; a fixed instant in stories and tests. */
const ClockContext = React.createContext<() => Date>(() => new Date());

export function ClockProvider({ now, children }: { now: () => Date; children: React.ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A day as the page's British English writes it, "2 March 2026" (what Intl's en-GB long date gives). Written out
 * rather than through Intl.DateTimeFormat: its first use on a page loads date and time-zone data, 17-40 ms of main
 * thread on a desktop and several times that on a phone, in the middle of hydrating the legal pages.
 */
export function britishDate(date: Date): string {
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The current day as the visitor sees it (their time zone), in the page's language: "21 November 2026". The server and
 * the first client render show `fallback`, then an effect fills in the date: the build day is never shown, and
 * server and client HTML agree, so hydration never warns.
 */
export function VisitorToday({ fallback }: { fallback: string }) {
  const now = React.useContext(ClockContext);
  const [today, setToday] = React.useState<Date | null>(null);
  React.useEffect(() => {
    // The date is only known in the browser; setting it after mount is what avoids a hydration mismatch.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(now());
  }, [now]);
  if (!today) return <time data-slot="visitor-today">{fallback}</time>;
  return (
    <time data-slot="visitor-today" dateTime={isoDay(today)}>
      {britishDate(today)}
    </time>
  );
}

/**
 * The visitor's current year, e.g. for the footer's ©: the build's year in the prerendered HTML and the first client
 * render (so hydration agrees), then the visitor's own clock.
 */
export function useVisitorYear(): number {
  const now = React.useContext(ClockContext);
  const [year, setYear] = React.useState(__BUILD_YEAR__);
  React.useEffect(() => {
    // The visitor's clock is only known in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setYear(now().getFullYear());
  }, [now]);
  return year;
}
