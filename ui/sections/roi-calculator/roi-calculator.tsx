import * as React from "react";
import { ArrowDown, Mail } from "lucide-react";
import { cn } from "../../lib/cn";
import type { SubmitHandler } from "../../lib/submit-result";
import { useLeadForm, type LeadFormState } from "../../lib/use-lead-form";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { Field } from "../../primitives/field";
import { FormConfirmation, useFormConfirmation } from "../../primitives/form-confirmation";
import { Input } from "../../primitives/input";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { SliderField } from "../../primitives/slider";
import {
  calculateRoi,
  defaultRoiInputs,
  formatCount,
  formatDollars,
  formatOneDecimal,
  formatRoiInput,
  firstYear,
  roiInputKeys,
  type RoiEstimate,
  type RoiFactors,
  type RoiFirstYear,
  type RoiInputKey,
  type RoiInputs,
  type RoiSliders,
} from "./roi-math";

/** Every word and number the calculator shows; the site passes its content module, stories reuse it. */
export type RoiCalculatorContent = {
  eyebrow: string;
  title: string;
  intro: string;
  sliders: RoiSliders;
  factors: RoiFactors;
  /** The figures panel's and the email form's microcopy. */
  copy: {
    results: {
      title: string;
      projectedRegistrations: string;
      /** Under the projected figure: `{current}` is replaced by today's registrations. */
      currentRegistrations: string;
      extraRevenue: string;
      hoursSaved: string;
      hoursUnit: string;
      monthlySavings: string;
      payback: string;
      paybackUnit: string;
      /** The first-year chart: its heading, the setup line's label (`{setup}`), the axis ends (`{month}`). */
      firstYear: string;
      setupLine: string;
      monthLabel: string;
      /** Under the chart, when the year covers the setup: `{month}` it is covered in, `{net}` ahead at month 12. */
      paidBack: string;
      /** Under the chart, when it does not: `{net}` still to recover at month 12. */
      notPaidBack: string;
      assumptions: string;
    };
    email: {
      title: string;
      label: string;
      placeholder: string;
      description: string;
      submitLabel: string;
      /** The button's label while the estimate is being sent. */
      busyLabel: string;
      /** The thank-you that takes focus after a successful send (the same words as the page's success toast). */
      sentMessage: string;
      /** Shown when `onSubmit` throws instead of answering. */
      unexpectedError: string;
    };
  };
};

/** What the page receives when the visitor asks for the estimate by email. */
export type RoiSubmission = { email: string; estimate: RoiEstimate };

export type RoiCalculatorProps = RoiCalculatorContent &
  Omit<React.ComponentProps<"section">, "children" | "title" | "onSubmit" | "results"> & {
    onSubmit: SubmitHandler<RoiSubmission>;
    /** Starting slider values; the content's defaults when absent (stories use it to show other states). */
    initialInputs?: RoiInputs;
    /** The email form's state to open in: the typed address, its error, the page's message, sending or sent. */
    initialEmailState?: LeadFormState<"email">;
  };

// Requirements: docs/product/constants.md#roi-calculator (Home §10).
/**
 * Lets an event business estimate what automation would return: five sliders, live figures from `roi-math.ts`,
 * then an email field that sends the estimate through `onSubmit`. It is the one interactive estimate on the site; the formulas and
 * their factors come from the content module, never from the component.
 *
 * The defaults (237, 89, 19 …) are off their sliders' step grid. They are kept exactly as given until the
 * visitor moves a slider; Radix Slider then steps an off-grid value to the neighbouring grid point in the
 * direction pressed (237 → 250 with →, 237 → 200 with ←), which is what a person expects. An off-grid
 * maximum (admin hours: 60 on a 5 + 3n grid) is reached with End or with → from 59.
 */
function RoiCalculator({
  eyebrow,
  title,
  intro,
  sliders,
  factors,
  copy: { results: copy, email: emailCopy },
  onSubmit,
  initialInputs,
  initialEmailState,
  className,
  ...props
}: RoiCalculatorProps) {
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const resultsId = `${baseId}-results`;
  const [inputs, setInputs] = React.useState<RoiInputs>(() => initialInputs ?? defaultRoiInputs(sliders));
  const roi = calculateRoi(inputs, factors);

  const setInput = (key: RoiInputKey) => (value: number) => setInputs((current) => ({ ...current, [key]: value }));

  const payback = `${formatOneDecimal(roi.paybackMonths)} ${copy.paybackUnit}`;
  const figures = [
    {
      label: copy.projectedRegistrations,
      value: formatCount(roi.projectedRegistrations),
      note: copy.currentRegistrations.replace("{current}", formatCount(roi.currentRegistrations)),
    },
    { label: copy.extraRevenue, value: formatDollars(roi.extraRevenue) },
    { label: copy.hoursSaved, value: `${formatOneDecimal(roi.hoursSaved)} ${copy.hoursUnit}` },
    { label: copy.monthlySavings, value: formatDollars(roi.monthlySavings) },
  ];

  return (
    <Section spacing="compact" aria-labelledby={headingId} data-slot="roi-calculator" className={className} {...props}>
      <Container>
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          layout="split"
          spacing="even"
        />

        <div className="mt-6 grid gap-5 sm:mt-12 sm:gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr]">
          {/* Phone: inputs, figures, email. Wide: inputs over the email form on the left, and beside them the figures'
              panel, stretched to the height of both (a shorter panel left an empty block under it): the figures and the
              first year's chart at its top, and the assumptions at its foot. The email card keeps its own height under
              the sliders. */}
          <Card
            data-slot="roi-inputs"
            layout="none"
            className="flex flex-col gap-6 p-5 sm:gap-8 sm:p-8 lg:col-start-1 lg:row-start-1"
            role="group"
            aria-labelledby={headingId}
          >
            {roiInputKeys.map((key) => {
              const slider = sliders[key];
              return (
                <SliderField
                  key={key}
                  label={slider.label}
                  min={slider.min}
                  max={slider.max}
                  step={slider.step}
                  value={inputs[key]}
                  onValueChange={setInput(key)}
                  formatValue={(value) => formatRoiInput(key, value)}
                  // A thumb the keyboard brings into view stops clear of the floating payback link, which the cookie
                  // banner lifts 160 px while it shows.
                  className="max-lg:[&_[data-slot=slider-thumb]]:scroll-mb-20 max-lg:[:root:has([data-slot=cookie-banner])_&_[data-slot=slider-thumb]]:scroll-mb-56"
                />
              );
            })}
            {/* Phone: the figures are below the sliders, so the card's last row is a link to them with the live payback
                (the one figure that answers "is it worth it"). Sticky at the window's foot, it rides along while the
                visitor is anywhere in the card and comes to rest here, right above the figures: nothing is reserved.
                While the cookie banner is up (fixed at the foot, at most 153 px tall on a phone) it floats above it. */}
            <a
              href={`#${resultsId}`}
              data-slot="roi-jump"
              className={cn(
                "sticky bottom-[calc(1rem+env(safe-area-inset-bottom))] z-10 [:root:has([data-slot=cookie-banner])_&]:bottom-40 flex items-center justify-between gap-3 rounded-full bg-inverse py-2.5 pr-3 pl-4 text-sm text-inverse-muted-foreground shadow-3 outline-none lg:hidden",
                "focus-visible:ring-[3px] focus-visible:ring-ring",
              )}
            >
              <span>
                {copy.payback} <strong className="font-display text-base font-semibold text-accent">{payback}</strong>
              </span>
              <ArrowDown aria-hidden="true" className="size-4 text-inverse-foreground" />
            </a>
          </Card>

          <Card
            id={resultsId}
            data-slot="roi-results"
            tone="inverse"
            layout="none"
            elevation={3}
            className="flex flex-col gap-5 p-5 sm:gap-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:gap-8"
          >
            <div data-slot="roi-figures" className="flex flex-1 flex-col gap-5 sm:gap-6 lg:gap-8">
              <h3 className="text-sm font-semibold tracking-wide text-inverse-muted-foreground uppercase">
                {copy.title}
              </h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:gap-y-8">
                <div className="col-span-2 flex flex-col gap-1 border-b border-inverse-foreground/15 pb-6 lg:pb-8">
                  <dt className="text-sm text-inverse-muted-foreground">{copy.payback}</dt>
                  <dd
                    data-slot="roi-payback"
                    className="font-display text-5xl font-semibold tracking-tight text-accent lg:text-6xl"
                  >
                    {payback}
                  </dd>
                </div>
                {figures.map((figure) => (
                  <div key={figure.label} className="flex flex-col gap-1" data-slot="roi-figure">
                    <dt className="text-sm text-inverse-muted-foreground">{figure.label}</dt>
                    <dd className="font-display text-2xl font-semibold lg:text-3xl">{figure.value}</dd>
                    {figure.note ? <dd className="text-sm text-inverse-muted-foreground">{figure.note}</dd> : null}
                  </div>
                ))}
              </dl>
              <FirstYearChart year={firstYear(roi, factors)} setupCost={factors.setupCost} copy={copy} />
            </div>
            <p
              data-slot="roi-assumptions"
              className="text-sm leading-relaxed text-inverse-muted-foreground lg:border-t lg:border-inverse-foreground/15 lg:pt-6"
            >
              {copy.assumptions}
            </p>
            {/* Slider changes are announced by the slider itself; this adds the verdict, politely. */}
            <p aria-live="polite" className="sr-only" data-slot="roi-announcement">
              {`${copy.payback}: ${payback}. ${copy.monthlySavings}: ${formatDollars(roi.monthlySavings)}.`}
            </p>
          </Card>

          {/* At its own height, under the sliders: stretched to the results panel's, its form floated in padding
              twice the sliders' (three outside reviewers read it as stretched). */}
          <div className="grid lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoiEmailForm
              copy={emailCopy}
              estimate={{ inputs, results: roi }}
              onSubmit={onSubmit}
              initialState={initialEmailState}
            />
          </div>
        </div>
      </Container>
    </Section>
  );
}

const emailField = ["email"] as const;

type RoiEmailFormProps = {
  copy: RoiCalculatorContent["copy"]["email"];
  estimate: RoiEstimate;
  onSubmit: SubmitHandler<RoiSubmission>;
  initialState: LeadFormState<"email"> | undefined;
};

/**
 * The email capture under the figures: same busy/reset/error contract as every form (`SubmitResult`); a success
 * moves focus to `sentMessage`, which goes once the visitor edits the address again.
 */
function RoiEmailForm({ copy, estimate, onSubmit, initialState }: RoiEmailFormProps) {
  const headingId = `${React.useId()}-email-heading`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const confirmationRef = React.useRef<HTMLDivElement>(null);
  const confirmation = useFormConfirmation(confirmationRef, initialState?.sent ? copy.sentMessage : undefined);
  const form = useLeadForm({
    fields: emailField,
    initialState,
    submit: ({ email }) => onSubmit({ email, estimate }),
    unexpectedError: copy.unexpectedError,
    onSuccess: () => confirmation.show(copy.sentMessage),
    onEdit: confirmation.clear,
  });
  const { errors, formMessage, pending: sending } = form;

  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === "email") form.setValue("email", value);
  });

  return (
    <Card layout="none" className="flex flex-col gap-5 p-5 sm:gap-6 sm:p-8">
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        onSubmit={(event) => void form.handleSubmit(event)}
        data-slot="roi-email-form"
        className="flex flex-col gap-4"
      >
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Mail aria-hidden="true" className="size-5 text-primary" />
          {copy.title}
        </h3>
        <FormConfirmation ref={confirmationRef} message={confirmation.message} />
        {formMessage ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
          >
            {formMessage}
          </p>
        ) : null}
        <fieldset disabled={sending} className="flex flex-col gap-4">
          <Field label={copy.label} description={copy.description} error={errors.email} required>
            <Input {...form.control("email")} type="email" autoComplete="email" placeholder={copy.placeholder} />
          </Field>
          {/* The calculator's one action, filled like every form's send. */}
          <Button type="submit" size="lg" loading={sending} className="w-full">
            {sending ? copy.busyLabel : copy.submitLabel}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}

export { RoiCalculator };

/**
 * The first year as twelve bars of savings to date against the setup's dashed line: the payback period made visible.
 * The bars are a picture of the sentence under them, which is what a screen reader hears.
 */
function FirstYearChart({
  year,
  setupCost,
  copy,
}: {
  year: RoiFirstYear;
  setupCost: number;
  copy: RoiCalculatorContent["copy"]["results"];
}) {
  const top = Math.max(year.yearSavings, setupCost) * 1.1;
  const share = (value: number) => `${((value / top) * 100).toFixed(2)}%`;
  const note =
    year.breakEvenMonth === null
      ? copy.notPaidBack.replace("{net}", formatDollars(-year.netAfterYear))
      : copy.paidBack
          .replace("{month}", String(year.breakEvenMonth))
          .replace("{net}", formatDollars(year.netAfterYear));
  const month = (value: number) => copy.monthLabel.replace("{month}", String(value));
  return (
    <figure
      data-slot="roi-first-year"
      className="m-0 flex flex-col gap-3 border-t border-inverse-foreground/15 pt-5 sm:pt-6 lg:pt-8"
    >
      <div aria-hidden="true" className="flex items-baseline justify-between gap-3 text-[0.8125rem]">
        <span className="font-semibold tracking-wide text-inverse-muted-foreground uppercase">{copy.firstYear}</span>
        <span className="flex items-center gap-2 text-inverse-muted-foreground">
          <span className="w-4 border-t border-dashed border-inverse-foreground/60" />
          {copy.setupLine.replace("{setup}", formatDollars(setupCost))}
        </span>
      </div>
      <div aria-hidden="true" className="relative flex h-24 items-end gap-1 sm:gap-1.5">
        {year.cumulativeSavings.map((total, index) => (
          <span
            key={index}
            data-covered={year.breakEvenMonth !== null && index + 1 >= year.breakEvenMonth ? "" : undefined}
            style={{ height: share(total) }}
            className="flex-1 rounded-t-sm bg-inverse-foreground/30 transition-[height] duration-(--duration-fast) data-covered:bg-accent"
          />
        ))}
        <span
          style={{ bottom: share(setupCost) }}
          className="absolute inset-x-0 border-t border-dashed border-inverse-foreground/60"
        />
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-inverse-muted-foreground">
        <span>{month(1)}</span>
        <span>{month(12)}</span>
      </div>
      <figcaption data-slot="roi-first-year-note" className="text-sm font-medium">
        {note}
      </figcaption>
    </figure>
  );
}
