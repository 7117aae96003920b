/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    requests?: Array<{ method?: string; path: string }>
    headers?: Record<string, string>
  }
  interface Result {
    requests: { total: number; average: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
