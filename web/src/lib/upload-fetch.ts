/** Called as the request body goes out, with the share sent so far, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/** What a mutation passes in its context (`fetchOptions`) to hear how its upload progresses. */
export type UploadFetchOptions = RequestInit & { onUploadProgress?: UploadProgressListener };

/**
 * fetch() cannot report how much of a request body has been sent, so a request that asks for
 * progress (a multipart upload of a picture or a PDF) goes through XMLHttpRequest instead; every
 * other request uses fetch() unchanged.
 */
export function uploadFetch(input: RequestInfo | URL, init: UploadFetchOptions = {}): Promise<Response> {
  const { onUploadProgress, ...options } = init;
  if (!onUploadProgress) return fetch(input, options);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? "POST", String(input));
    new Headers(options.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.withCredentials = options.credentials === "include";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(
        new Response(request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers,
        }),
      );
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(options.body as XMLHttpRequestBodyInit | null);
  });
}
