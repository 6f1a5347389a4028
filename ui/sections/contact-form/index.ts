export * from "./contact-form";
