// Types for build-server.mjs, which TypeScript callers (bench/startup.ts) import.
export declare const SERVER_OUT_DIR: string;
export declare const SERVER_INPUTS_FILE: string;
export declare const SERVER_BUILD_CONFIG: string[];
export declare function buildServer(): Promise<{ outputs: number; inputs: number }>;
