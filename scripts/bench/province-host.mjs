/** The host name of the province bench's diocese number `index` (from 1): what its requests send. */
export const provinceHost = (index) => `diocese-${index}.bench.example`;
