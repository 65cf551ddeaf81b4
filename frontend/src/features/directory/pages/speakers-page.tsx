import { RoleDirectory } from "../components/role-directory";

/** /speakers (spec 01 §2 "Speaker directory"). */
export function SpeakersPage() {
  return <RoleDirectory role="speaker" />;
}
