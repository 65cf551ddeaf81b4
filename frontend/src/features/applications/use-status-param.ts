import { useSearchParams } from "react-router";
import { parseApplicationStatus, type ApplicationStatus } from "@/lib/statuses";

/** The status filter kept in the address, so a filtered list can be shared and survives Back. */
export function useStatusParam(): [ApplicationStatus | undefined, (status: ApplicationStatus | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const status = parseApplicationStatus(params.get("status"));
  const setStatus = (next: ApplicationStatus | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("status", next);
        else updated.delete("status");
        return updated;
      },
      { replace: true },
    );
  return [status, setStatus];
}
