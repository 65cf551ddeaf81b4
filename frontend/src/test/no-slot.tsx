/** Stands in for a piece the route table passes from another feature (lib/slots.ts), for tests of
 * a page that do not look at it. */
export function NoSlot() {
  return null;
}
