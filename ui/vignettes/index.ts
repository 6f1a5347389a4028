export * from "./call-vignette";
export * from "./chat-vignette";
export * from "./outreach-vignette";
export * from "./registration-vignette";
export * from "./vignette-frame";
export * from "./insights-vignette";
export * from "./journey-vignette";
export * from "./team-vignette";
