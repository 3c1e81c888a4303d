/** The `sizes` of the gallery's large image: full width below the desktop layout, half beside the details. */
export const GALLERY_IMAGE_SIZES = '(max-width: 991px) 100vw, 50vw';
