export * from "./pain-point-ledger";
