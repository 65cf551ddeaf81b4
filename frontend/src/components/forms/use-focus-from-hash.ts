import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Links such as /profile/edit#bio (from the dashboard's completeness list) bring that field into
 * view and focus it once the form is on the page.
 */
export function useFocusFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: "center" });
    target.focus({ preventScroll: true });
  }, [hash]);
}
