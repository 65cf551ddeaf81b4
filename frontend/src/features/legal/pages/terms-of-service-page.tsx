import { termsOfService } from "../content/terms-of-service";
import { LegalPage } from "./legal-page";

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
