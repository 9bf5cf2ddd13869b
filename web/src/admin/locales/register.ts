import { messages } from "../../lib/language";
import { dashboardMessages } from "./catalogues";

/*
 * Adds the dashboard's messages to both languages' i18next instances when the dashboard's chunk
 * loads: admin-bundle.tsx imports this module, and so does each shared part of the dashboard, so
 * that a part drawn alone in a test has its messages too (a module runs once). The public site's
 * catalogues never hold them.
 */
messages.en.addResourceBundle("en", "translation", dashboardMessages.en, true, true);
messages.sw.addResourceBundle("sw", "translation", dashboardMessages.sw, true, true);
