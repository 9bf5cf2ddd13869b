import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

// Palettes of Chakra's that nothing here uses. Every palette is a dozen tokens and as many semantic
// ones, which createSystem turns into CSS variables while the page waits: these five are 40% of
// that work.
const UNUSED_PALETTES = new Set(["yellow", "teal", "cyan", "purple", "pink"]);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette))) as T;

// The site has no dark mode: each of Chakra's semantic tokens ({ _light, _dark }) keeps its light
// value. The dark ones would be as many CSS variables again for createSystem to make on every
// phone's start-up, about half of its time, for a class that is never set.
function lightValues<T>(tree: T): T {
  if (typeof tree !== "object" || tree === null) return tree;
  if ("value" in tree) {
    const { value } = tree;
    const conditional = typeof value === "object" && value !== null && "_light" in value;
    return (conditional ? { ...tree, value: value._light } : tree) as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, branch]) => [key, lightValues(branch)])) as T;
}

// Chakra's default theme, but only the recipes of the components this site uses: all of them add
// about 20 KB (gzip) to the first download and their processing to every phone's start-up.
// theme.test.ts fails when a component is imported whose recipe is missing here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightValues({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Liturgical purple leaning to maroon, with gold as the accent.
const config = defineConfig({
  theme: {
    keyframes: {
      // The appeal banner's text runs twice in a row, so moving by half its width loops seamlessly.
      marquee: {
        from: { transform: "translateX(0)" },
        to: { transform: "translateX(-50%)" },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: "#f8f0f6" },
          100: { value: "#eedbe9" },
          200: { value: "#dcb6d2" },
          300: { value: "#c58bb6" },
          400: { value: "#a85f96" },
          500: { value: "#8b3f7a" },
          600: { value: "#702c62" },
          700: { value: "#5a214f" },
          800: { value: "#4a1942" },
          900: { value: "#3a1334" },
          950: { value: "#250b21" },
        },
        gold: {
          50: { value: "#fdf9ec" },
          100: { value: "#f9efcc" },
          200: { value: "#f2dd95" },
          300: { value: "#e9c75c" },
          400: { value: "#dfb235" },
          500: { value: "#c9971f" },
          600: { value: "#a87617" },
          700: { value: "#855716" },
          800: { value: "#6d4518" },
          900: { value: "#5c3a19" },
          950: { value: "#351e0a" },
        },
      },
      fonts: {
        // System fonts only: visitors on slow mobile data should not wait for web fonts.
        heading: { value: "Georgia, 'Noto Serif', 'Times New Roman', serif" },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 on white is 3.8:1, under the 4.5:1 that text needs (WCAG AA): a
        // registrant's cancel link and the dashboard's error messages are text.
        fg: {
          error: { value: "{colors.red.700}" },
        },
        // On the brand's dark surfaces (header, footer, carousel): borders, hover and messages.
        onDark: {
          border: { value: "{colors.whiteAlpha.500}" },
          hover: { value: "{colors.whiteAlpha.200}" },
          muted: { value: "{colors.whiteAlpha.700}" },
          error: { value: "{colors.red.200}" },
          scrim: { value: "{colors.blackAlpha.800}" },
          scrimSoft: { value: "{colors.blackAlpha.400}" },
        },
        brand: {
          solid: { value: "{colors.brand.800}" },
          contrast: { value: "{colors.white}" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        gold: {
          solid: { value: "{colors.gold.400}" },
          contrast: { value: "{colors.brand.950}" },
          fg: { value: "{colors.gold.700}" },
          muted: { value: "{colors.gold.100}" },
          subtle: { value: "{colors.gold.50}" },
          emphasized: { value: "{colors.gold.200}" },
          focusRing: { value: "{colors.gold.500}" },
        },
        // The church year's colours, as the calendar marks its seasons and holy days; white feasts
        // are shown in gold, as vestments often are, since white is lost on the page.
        liturgical: {
          purple: { value: "{colors.brand.500}" },
          white: { value: "{colors.gold.300}" },
          red: { value: "{colors.red.600}" },
          green: { value: "{colors.green.600}" },
        },
      },
    },
  },
  globalCss: {
    html: {
      colorPalette: "brand",
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
