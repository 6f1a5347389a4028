export * from "./notify";
export * from "./toaster";
