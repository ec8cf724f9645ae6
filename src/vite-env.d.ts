interface ImportMetaEnv {
  /** The year the app was built in (vite.config.ts): what a page rendered at build time shows. */
  readonly BUILD_YEAR: number;
}
