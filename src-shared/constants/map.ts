/** The maps script version and libraries (spec section 7). */
export const MAPS_LIBRARY_VERSION = '3.47';
export const MAPS_LIBRARIES = ['places'] as const;

/** Tokyo, where a map starts when there is nothing to show. */
export const MAP_DEFAULT_CENTER = { lat: 35.6762, lng: 139.6503 } as const;

export const MARKER_CLUSTER_RADIUS = 60;
export const MARKER_CLUSTER_MAX_ZOOM = 16;
