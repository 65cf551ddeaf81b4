import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Home, SearchX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useNoIndex, usePageTitle } from "@/lib/page-title";

export function NotFoundPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  usePageTitle(t`Page Not Found`);
  useNoIndex();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <SearchX className="mb-4 h-12 w-12 text-brand-600" aria-hidden />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>The page you were looking for doesn't exist or has moved.</Trans>
      </p>
      <div className="mt-8 flex gap-3">
        <Button
          variant="secondary"
          // With nothing earlier in this tab, going back would leave the site: go home instead.
          onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate("/"))}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          <Trans>Go Back</Trans>
        </Button>
        <Button asChild>
          <Link to="/">
            <Home className="h-4 w-4" aria-hidden />
            <Trans>Go Home</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

