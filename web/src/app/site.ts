// Stands in for the site settings the API will provide later.
export const SITE_SHORT_NAME = "ACK Diocese";
