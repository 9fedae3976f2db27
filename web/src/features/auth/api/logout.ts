import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session on the server and clears its cookie. */
export const logout = () => apiRequest<{ message: string }>('POST', '/api/auth/logout');
