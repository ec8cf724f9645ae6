// Types of scripts/build-server.mjs, for the TypeScript scripts and tests that build or run the compiled server.
export declare const ROOT: string;
export declare const DEFAULT_OUT_DIR: string;
/** Builds dist/server (or `outDir`); resolves with the path of the compiled start.js. */
export declare function buildServer(options?: { outDir?: string }): Promise<string>;
/** True when `outDir` holds a build newer than every source it was built from and every migration. */
export declare function isServerBuildFresh(options?: { outDir?: string }): Promise<boolean>;
