import { paths } from "../app/paths";

/** The dashboard's sections, in the order of the sidebar; each new admin page adds itself here. */
export const adminNavigation = [
  { label: "Dashboard", href: paths.adminWelcome.getHref() },
  { label: "Account settings", href: paths.adminAccount.getHref() },
];
