/** A host name as DNS spells one, in lower case: labels of letters, digits and inner hyphens, joined by dots. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
