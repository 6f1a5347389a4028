export * from "./newsletter-form";
