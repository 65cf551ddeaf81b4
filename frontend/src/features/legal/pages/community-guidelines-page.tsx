import { communityGuidelines } from "../content/community-guidelines";
import { LegalPage } from "./legal-page";

export function CommunityGuidelinesPage() {
  return <LegalPage document={communityGuidelines} />;
}
