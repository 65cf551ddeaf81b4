import js from "@eslint/js";
import { readdirSync } from "node:fs";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features stay independent: a feature may use app-wide code (components, lib) but never another
// feature; what two features share moves to components/ or lib/.
// Zod must be imported from @/lib/zod, which configures it for our Content-Security-Policy.
const zodThroughLib = { name: "zod", message: "Import z from @/lib/zod (configured for our CSP)." };

const featureNames = readdirSync(new URL("./src/features", import.meta.url));
const featureBoundaries = featureNames.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [zodThroughLib],
        patterns: [
          {
            group: ["@/features/*", `!@/features/${feature}`, "../../*"],
            message: "Features never import each other; move shared code to components/ or lib/.",
          },
          { group: ["@/app/*"], message: "Features do not import the app shell." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["dist", "src/lib/api/schema.d.ts"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        { paths: [zodThroughLib] },
      ],
      "react-refresh/only-export-components": ["warn", { allowConstantExport: true }],
    },
  },
  { files: ["src/lib/zod.ts"], rules: { "no-restricted-imports": "off" } },
  ...featureBoundaries,
);
