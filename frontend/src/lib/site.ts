import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";

/** The site's public identity (contact mailbox, location, social links), from server config. */
export const siteInfoQuery = queryOptions({
  queryKey: ["site"],
  queryFn: async () => unwrap(await api.GET("/api/site")),
  staleTime: Infinity,
});
