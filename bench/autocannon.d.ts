// The part of autocannon's API the benches use (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<{ path: string; method?: string; headers?: Record<string, string>; body?: string }>;
  }
  interface Result {
    errors: number;
    non2xx: number;
    requests: { average: number; total: number };
    latency: { p99: number };
  }
  /** The run: a promise of its result, and an emitter of each response (its status and time in milliseconds). */
  interface Instance extends Promise<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
