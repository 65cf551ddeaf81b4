import { i18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { drawAtOnce } from "@/lib/draw-at-once";
import { LanguageFollowsUser } from "./language";
import { createAppRouter } from "./router";
import { ToasterHost } from "./toaster-host";

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LanguageFollowsUser />
        <Pages />
        <ToasterHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}

function Pages() {
  const [router] = useState(createAppRouter);
  // A new language redraws every page from the start, so dates and numbers formatted outside
  // any message change with the words (the router keeps where the user is). A navigation may
  // ask to be drawn at once (the search filters do).
  const { i18n: active } = useLingui();
  return <RouterProvider key={active.locale} router={router} flushSync={drawAtOnce} />;
}
