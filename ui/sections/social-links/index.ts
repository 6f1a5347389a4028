export * from "./social-icons";
export * from "./social-links";
