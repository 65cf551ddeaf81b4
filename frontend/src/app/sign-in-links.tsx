import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button";

/** What the navigation offers a visitor: log in (quieter, `loginVariant`) or sign up. */
export function SignInLinks({ loginVariant }: { loginVariant: ButtonProps["variant"] }) {
  return (
    <>
      <Button variant={loginVariant} asChild>
        <Link to="/login">
          <Trans>Log in</Trans>
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup">
          <Trans>Sign up</Trans>
        </Link>
      </Button>
    </>
  );
}
