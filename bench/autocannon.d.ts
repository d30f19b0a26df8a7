// The part of autocannon's API the speed bench uses (the package ships no types).
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
  export default function autocannon(options: Options): Promise<Result>;
}
