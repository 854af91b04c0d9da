import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@shared/constants';

/** The API's absolute base URL as the client reached it (`http://host:port/api/v1`). */
export function apiBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${API_BASE_PATH}`;
}

export function mediaUrl(request: FastifyRequest, subdomain: string, id: number): string {
  return `${apiBaseUrl(request)}/${encodeURIComponent(subdomain)}/media/${id}`;
}

export function defaultSoundUrl(request: FastifyRequest, subdomain: string): string {
  return `${apiBaseUrl(request)}/${encodeURIComponent(subdomain)}/media/default-sound`;
}

/** The thumbnail of a stored image (the original when it has none). */
export function thumbnailUrl(request: FastifyRequest, subdomain: string, id: number): string {
  return `${mediaUrl(request, subdomain, id)}/thumbnail`;
}
