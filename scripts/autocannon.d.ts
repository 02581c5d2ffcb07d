// autocannon ships no types; this covers the part the benchmark uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Sent in turn by every connection (each may set its own path and headers). */
    requests?: { method?: string; path?: string; headers?: Record<string, string> }[];
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Seconds the run actually took. */
    duration: number;
  };
  /** The running load: a promise of its result that also reports each response (time in ms). */
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
