export * from "./legal-document";
