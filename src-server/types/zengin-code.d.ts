/** zengin-code ships no types: its export is every bank by four-digit code, each with its branches. */
declare module 'zengin-code' {
  interface ZenginEntry {
    code: string;
    name: string;
    kana: string;
    hira: string;
    roma: string;
  }
  interface ZenginBank extends ZenginEntry {
    branches: Record<string, ZenginEntry>;
  }
  const banks: Record<string, ZenginBank>;
  export default banks;
}
