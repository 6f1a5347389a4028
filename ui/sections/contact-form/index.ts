export * from "./contact-form";
export * from "./contact-validation";
