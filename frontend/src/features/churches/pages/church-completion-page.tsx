import { ChurchEditPage } from "./church-edit-page";

/**
 * /church-profile-completion (inside RequireSession role="church"; onboarding does not interrupt
 * it, spec 01 §2): the church's first full profile. /church/complete-profile redirects here.
 */
export function ChurchCompleteProfilePage() {
  return <ChurchEditPage mode="complete" />;
}
