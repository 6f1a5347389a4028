export * from "./demo-call-card";
export * from "./demo-details-dialog";
