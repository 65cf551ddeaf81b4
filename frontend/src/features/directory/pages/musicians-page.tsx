import { RoleDirectory } from "../components/role-directory";

/** /musicians (spec 01 §2 "Musician directory"). */
export function MusiciansPage() {
  return <RoleDirectory role="musician" />;
}
