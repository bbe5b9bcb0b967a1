/** See phone-photo.mjs: a 4032×3024 JPEG with EXIF Orientation=6, GPS and a camera model. */
export function phonePhoto(seed?: number): Promise<Buffer>;
