import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import { openProviderPage, useReadyOnReturn } from "./checkout";
import { MissingUrlError } from "../errors";

/** Manage Billing (the subscription and settings pages): the provider's billing portal, coming
 * back to `returnUrl`. */
export function usePortal(returnUrl: string) {
  const portal = useMutation({
    mutationFn: async () => {
      const { url } = unwrap(await api.POST("/api/billing/portal", { body: { returnUrl } }));
      if (!url) throw new MissingUrlError(t`Failed to create portal session`);
      return url;
    },
    onSuccess: openProviderPage,
  });
  useReadyOnReturn(portal.reset);
  return portal;
}
