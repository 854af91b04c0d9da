import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@shared/constants';

/** The absolute URL of an API path, as the client reached this server. */
export function apiUrl(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}${API_BASE_PATH}${path}`;
}
