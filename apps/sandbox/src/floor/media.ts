// Where the media service serves a file (product images, manuals, the editors' uploads): one path for every wing.

/** The media endpoint's path prefix, as the shop's CDN names it. */
export const MEDIA_PATH = '/cdn/shop/files/';

/** The URL of a media file on the sandbox the caller reached (`origin`). */
export function mediaUrl(origin: string, fileName: string): string {
  return `${origin}${MEDIA_PATH}${fileName}`;
}
