export * from "./call-vignette";
export * from "./chat-vignette";
export * from "./outreach-vignette";
export * from "./registration-vignette";
export * from "./vignette-frame";
