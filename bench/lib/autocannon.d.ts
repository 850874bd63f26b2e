/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  const autocannon: (options: Record<string, unknown>) => Promise<Result>;
  export default autocannon;
}
