export * from "./cta-band";
