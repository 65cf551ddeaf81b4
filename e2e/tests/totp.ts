import { createHmac } from "node:crypto";

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1 over 30-second steps, 6 digits. */
export const STEP_SECONDS = 30;

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / STEP_SECONDS);
}

/** The code of one time step for a base32 secret (RFC 4648 alphabet, as the setup key shows it). */
export function totp(secret: string, step: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * A code the server still takes after the code of `usedStep`: a used step (or an earlier one) is
 * refused, and the server allows one step of clock drift either way, so the next step's code
 * works at once; only a third code within one step has to wait for the clock.
 */
export async function codeAfter(secret: string, usedStep: number | null): Promise<{ code: string; step: number }> {
  const step = Math.max(currentStep(), (usedStep ?? -1) + 1);
  const wait = step * STEP_SECONDS * 1000 - STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  return { code: totp(secret, step), step };
}
