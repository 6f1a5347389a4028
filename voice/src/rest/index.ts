export * from "./http.ts";
export * from "./calls-web.ts";
