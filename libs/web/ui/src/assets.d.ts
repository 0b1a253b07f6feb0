/** Web fonts are emitted by webpack as files (asset/resource) and imported as their URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
