/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  /** Per connection: kept between a request's setupRequest and its onResponse. */
  export type Context = Record<string, unknown>
  export interface RequestOptions {
    method?: string
    path?: string
    headers?: Record<string, string>
  }
  export interface Request extends RequestOptions {
    /** Called before each request of this entry; returns the request to send. */
    setupRequest?: (request: RequestOptions, context: Context) => RequestOptions
    /** Called with each response to this entry, on the connection that sent it. */
    onResponse?: (status: number, body: string, context: Context) => void
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number
    requests?: Request[]
    headers?: Record<string, string>
  }
  export interface Result {
    requests: { total: number; average: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  export interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
