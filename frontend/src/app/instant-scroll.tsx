import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * index.css scrolls smoothly, for the landing page's anchors. Another page should appear at its
 * place at once, not glide there from the previous page's offset: while ScrollRestoration (rendered
 * after this) sets a new page's position, scrolling is instant.
 */
export function InstantScrollBetweenPages() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Read back at once: otherwise the browser may still scroll by the old style.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
  }, [pathname]);
  return null;
}
