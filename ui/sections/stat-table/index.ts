export * from "./stat-table";
