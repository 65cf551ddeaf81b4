import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";
import { queryKeys } from "./query-keys";

/** The site's public identity (contact mailbox, location, social links), from server config. */
export const siteInfoQuery = queryOptions({
  queryKey: queryKeys.site,
  queryFn: async () => unwrap(await api.GET("/api/site")),
  staleTime: Infinity,
});
