import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "@/components/ui/dialog";

/**
 * Keeps unsaved edits from being lost: leaving for another page inside the app asks first (a
 * focus-trapping confirm dialog), and closing or reloading the tab triggers the browser's own
 * question (beforeunload). Render the returned `dialog`; call `allowNavigation()` just before
 * navigating away on purpose (after a save, say).
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const { t } = useLingui();
  const dirty = useRef(isDirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    if (isDirty) allowed.current = false;
  }, [isDirty]);

  // Moving within the page (#anchors, query changes) is not leaving it.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t`Leave without saving?`}
      description={t`You have unsaved changes on this page. If you leave now, they will be lost.`}
      confirmLabel={t`Leave without saving`}
      cancelLabel={t`Stay on this page`}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return { dialog, allowNavigation };
}
