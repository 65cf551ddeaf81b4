import { lazy } from "react";
import { withMessages } from "@/lib/i18n/language";

/** An opportunity's suggested talent (features/directory) for its page's managers: its code loads
 * only when one of them looks. */
export const SuggestedTalent = lazy(async () => ({
  default: (await withMessages("features/directory", import("@/features/directory/components/suggested-talent")))
    .SuggestedTalent,
}));
