export * from "./site-nav";
export * from "./link-plan";
export * from "./follow-link";
