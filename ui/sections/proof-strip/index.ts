export * from "./proof-strip";
export * from "./wordmark";
