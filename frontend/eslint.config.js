import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

// Zod must be imported from @/lib/zod, which configures it for our Content-Security-Policy.
const zodThroughLib = { name: "zod", message: "Import z from @/lib/zod (configured for our CSP)." };

/*
 * Imports run one way: app -> features -> components, lib. A feature never imports another
 * (what two share moves to components/ or lib/, or the app passes it in as a prop); components/
 * and lib/ never import a feature or the app; the design system (components/ui) and lib/ import
 * no other components.
 */
const featureNames = readdirSync(new URL("./src/features", import.meta.url));
const importZones = [
  ...featureNames.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Features never import each other: move shared code to components/ or lib/, or let the app pass it in.",
  })),
  { target: "./src/features", from: "./src/app", message: "Features do not import the app shell." },
  { target: ["./src/components", "./src/lib", "./src/test"], from: ["./src/features", "./src/app"], message: "components/, lib/ and test helpers serve the features; they never import one, nor the app." },
  { target: "./src/lib", from: "./src/components", message: "lib/ holds no UI: it never imports components." },
  { target: "./src/components/ui", from: "./src/components", except: ["./ui"], message: "The design system imports only itself and lib/." },
];

/*
 * Query keys come from the one registry (lib/query-keys.ts), so an invalidation names exactly the
 * data it means: an array literal written where a key is expected is refused.
 */
const keyThroughRegistry = {
  selector: [
    "Property[key.name='queryKey'] > ArrayExpression",
    "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    "CallExpression[callee.property.name=/^(get|set)QueryData$|^getQueryState$/][arguments.0.type=/ArrayExpression|TSAsExpression/]",
  ].join(", "),
  message: "Query keys come from queryKeys in @/lib/query-keys (the one registry).",
};

/*
 * Strings that are not words for people: CSS classes, element types, ids, routes, keys, test ids,
 * and the arguments of calls that never reach the screen.
 */
const CLASS_TOKEN =
  "[!-]?[a-z0-9]+(?:[-:/.][\\w\\[\\]#%.()=,'-]+)+|flex|grid|block|inline|hidden|relative|absolute|fixed|sticky|" +
  "underline|uppercase|lowercase|capitalize|italic|truncate|shadow|rounded|border|transition|outline|ring|isolate|grow|shrink|contents|container|group|peer|invisible|visible|static|antialiased";
const UNLOCALISED_ALLOWED = {
  ignore: [
    "^[a-z0-9_]+$", // codes: enum values, keys
    "^[\\w]*[./:#?&=@%+_0-9-][\\w./:#?&=@%+-]*$", // one token with punctuation: paths, addresses, MIME types
    // Tailwind classes: every token hyphenated, prefixed or one of the bare utilities.
    `^\\s*(?:${CLASS_TOKEN})(?:\\s+(?:${CLASS_TOKEN}))*\\s*$`,
  ],
  ignoreNames: [
    { regex: { pattern: "^(className|class|type|id|htmlFor|href|to|target|rel|role|name|key|lang|method|autoComplete|inputMode|enterKeyHint|accept|variant|size|tone|align|side|orientation|as|src|srcSet|sizes|loading|decoding|path|pattern|form|dir|wrap|step|mode|status|kind|icon|testId|data-.*|aria-(hidden|live|current|haspopup|controls|describedby|labelledby|expanded|pressed|selected|busy|modal|invalid|required|sort|orientation|owns|activedescendant|atomic|relevant|checked|disabled|level|posinset|setsize|valuemin|valuemax|valuenow))$" } },
    { regex: { pattern: "^[A-Z0-9_]+$" } }, // CONSTANT_NAMES
  ],
  ignoreFunctions: [
    "cn", "clsx", "twMerge", "cva", "console.*", "*.startsWith", "*.endsWith", "*.includes", "*.split", "*.join",
    "*.replace", "*.get", "*.set", "*.has", "*.delete", "*.getItem", "*.setItem", "*.removeItem", "*.append",
    "*.querySelector", "*.querySelectorAll", "*.addEventListener", "*.removeEventListener", "*.getAttribute",
    "*.setAttribute", "*.setProperty", "*.matchMedia", "matchMedia", "new URL", "new URLSearchParams", "URL",
    "new Intl.*", "Intl.*", "api.*", "fetch", "*.toLocaleString", "*.toLocaleDateString", "*.toLocaleTimeString",
    "useSearchParams", "navigate", "*.navigate", "redirect", "Navigate", "useParams", "*.endpoint", "z.*",
    "*.register", "*.watch", "*.setValue", "*.getValues", "*.setFocus", "*.trigger", "*.resetField", "*.clearErrors",
    "document.*", "window.*", "*.scrollTo", "*.scrollIntoView", "new Error", "Error", "new Response", "new Request",
    "*.headers.*", "encodeURIComponent", "*.localeCompare", "*.padStart", "*.toString", "Symbol", "require",
  ],
};

export default tseslint.config(
  { ignores: ["dist", "src/lib/api/schema.d.ts"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh, "import-x": importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses, so no-cycle follows .ts and .tsx),
      // resolving @/ through tsconfig's paths.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.app.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { paths: [zodThroughLib] }],
      "no-restricted-syntax": ["error", keyThroughRegistry],
      "react-refresh/only-export-components": ["warn", { allowConstantExport: true }],
      // `role` is also a prop of our own components (a speaker's or church's role).
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      // Autofocus only lands on the one field a step exists for (sign-in, a code, a reply), which
      // is where a keyboard or screen-reader user is headed anyway.
      "jsx-a11y/no-autofocus": "off",
      // A scrolling region takes focus so the keyboard can scroll it (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Words shown to people go through a message (Lingui's <Trans>, t, msg), so every language's
    // catalogue has them (scripts/check-catalogues.sh); this finds any written out in the code.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/test-fixtures.ts", "src/test/**"],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      "lingui/no-unlocalized-strings": ["error", UNLOCALISED_ALLOWED],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: importZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The menu closes on a click that reached one of its links (keyboard activation of a link is a
    // click too), caught once on the list rather than on each link.
    files: ["src/app/mobile-menu.tsx"],
    rules: { "jsx-a11y/click-events-have-key-events": "off", "jsx-a11y/no-noninteractive-element-interactions": "off" },
  },
  { files: ["src/lib/zod.ts"], rules: { "no-restricted-imports": "off" } },
  { files: ["src/lib/query-keys.ts"], rules: { "no-restricted-syntax": "off" } },
);
