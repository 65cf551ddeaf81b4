/** /invitation/{token}: joining a church's team. Being built for issue 12. */
export function InvitationPage() {
  return null;
}
