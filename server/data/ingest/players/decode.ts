/**
 * Text of a player file as its bytes allow: UTF-8 when they are valid UTF-8, otherwise
 * Windows-1252 — the early FPL gameweek files (2016/17–2018/19) were written that way, and
 * reading them as UTF-8 would turn "Mesut_Özil" into "Mesut_�zil".
 */
export function decodePlayerFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
