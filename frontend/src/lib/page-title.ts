import { useEffect } from "react";

/** Sets the document title (and description for sharing) while a page is shown. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | Steeple`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}
