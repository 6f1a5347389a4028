export * from "./form-confirmation";
