export * from "./results-stats";
export { useCountUp } from "./use-count-up";
