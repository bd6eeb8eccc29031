/** The venue page of a top physical resource. */
export function venuePath(topPhysicalId: number): string {
  return `/fields/${topPhysicalId}`;
}

/** The panorama page for a panorama image. */
export function panoramaPath(url: string): string {
  return `/fields/panorama?url=${encodeURIComponent(url)}`;
}
