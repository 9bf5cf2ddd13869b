import { samplePictures } from "../sample-content/sample-content.js";
import { prepareSamplePictures } from "../sample-content/sample-images.js";

/**
 * Run by `npm run build` after the compiler: draws the sample content's pictures and makes each
 * into the files a site stores (every width and format, the share preview), into
 * dist/sample-pictures, so that a site's first start stores them as they are.
 */
await prepareSamplePictures(samplePictures());
