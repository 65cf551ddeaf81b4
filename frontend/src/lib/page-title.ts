import { useEffect } from "react";

// The same in every language.
const PRODUCT_NAME = "Steeple";

/** Sets the document title (and description for sharing) while a page is shown. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}

/** Keeps search engines off a page that is not there (a 404, a missing profile): the server
 * answers every path with the app, so the page itself must say so. */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
