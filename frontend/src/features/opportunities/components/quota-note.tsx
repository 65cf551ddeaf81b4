import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { Link } from "react-router";
import type { PostingQuota } from "../api/opportunities-api";
import { quotaText } from "../format";

export function QuotaNote({ quota }: { quota: PostingQuota }) {
  const { text, upgrade } = quotaText(quota);
  return (
    <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        {text}
        {upgrade && (
          <>
            {" "}
            <Link to="/pricing" className="font-medium text-brand-800 underline">
              {quota.premium ? <Trans>See posting packs</Trans> : <Trans>See Church Premium</Trans>}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
