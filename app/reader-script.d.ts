/** The address of the reader's campaign page script (scripts/lib/reader-script-plugin.ts, decision 036). */
declare module 'virtual:reader-script' {
  const src: string;
  export default src;
}
