/** openapi-fuzzer-core ships JavaScript only: the part of it the contract fuzz uses. */
declare module 'openapi-fuzzer-core' {
  export interface FuzzSpec {
    /** PATH, METHOD, PATH PARAMS, QUERY PARAMS or BODY. */
    name: string;
    request: {
      method: string;
      path: string;
      pathParams?: Record<string, unknown>;
      queryParams?: Record<string, unknown>;
      body?: unknown;
    };
    expect: { status: number[] };
  }
  const fuzz: { swagger(document: unknown): FuzzSpec[] };
  export default fuzz;
}
